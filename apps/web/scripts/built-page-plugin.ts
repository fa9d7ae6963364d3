import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

type GenerateBundle = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;
/** What a build hook may do besides reading the bundle (emit a file, warn). */
export type BuildContext = ThisParameterType<GenerateBundle>;

/**
 * A build plugin that works on the built index.html once the bundle is written, after the other
 * plugins ('post'): the page then names the final file of every chunk. `work` gets the page's
 * text; what it returns replaces it, nothing keeps it as it is. Not run by the dev server.
 */
export function builtPagePlugin(
  name: string,
  work: (html: string, bundle: OutputBundle, context: BuildContext) => string | void,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = work(String(page.source), bundle, this);
      if (html !== undefined) page.source = html;
    },
  };
}
