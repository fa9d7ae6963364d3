import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The API's and the web app's boundary tests both lint through this one set-up.
// A string, not a URL: in jsdom the global URL is not Node's.
const ROOT = join(fileURLToPath(import.meta.url), '../../../../..');
const RULE = 'import-x/no-restricted-paths';

/**
 * The repository's own eslint.config.js, run on code written here as if it stood at `file` under
 * `srcDir` (from the repository's root, e.g. `apps/api/src`). Only the boundary rule runs: the
 * typed rules need the file on disk, this rule needs only the files it imports to exist.
 */
export function boundaryLinter(srcDir: string) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
  return async function boundaryErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, srcDir, file) });
    if (!result) throw new Error(`ESLint answered nothing for ${file}.`);
    const fatal = result.messages.find((m) => m.fatal);
    if (fatal) throw new Error(fatal.message);
    return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
  };
}
