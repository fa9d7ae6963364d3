import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tests that run the built server in a process of its own (first start, shutdown, built server). */
export const repoRoot = join(import.meta.dirname, '../../../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Node's flags as `npm start` passes them (package.json), without the script itself. */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.trim().split(/\s+/).slice(1, -1);
}

/** The API built into a folder of the test's own, so parallel files never share one. */
export function buildApiInto(outdir: string): void {
  const build = `import { buildApi } from ${JSON.stringify(join(repoRoot, 'scripts/build-api.mjs'))}; await buildApi({ outdir: process.argv[1] });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', build, outdir], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}
