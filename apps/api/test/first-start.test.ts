// @stores sqlite: the first start runs on its own SQLite folder whatever TEST_STORE says
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiInto,
  repoRoot,
  spawnBuiltServer,
  untilHealthy,
  type SpawnedServer,
} from './helpers/spawned-server.ts';

// A first start seeds the demo data in a short-lived process of its own (seed-demo.ts), so the
// serving process never holds the seed's pictures and hashes (issue 23 §5). Built into a folder
// of this file's own, so that built-server.test.ts rebuilding apps/api/dist never races it.

const outdir = join(repoRoot, 'apps/api/dist', `first-start-${process.pid}`);
const dirs: string[] = [];

async function stop(s: SpawnedServer): Promise<void> {
  if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await s.exit;
}

function seedLines(out: string): Array<{ seedPid: number; villes: number; pid: number }> {
  return out
    .split('\n')
    .filter((l) => l.includes('données de démonstration créées'))
    .map((l) => JSON.parse(l) as { seedPid: number; villes: number; pid: number });
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'comoe-first-start-'));
  dirs.push(dir);
  return dir;
}

beforeAll(() => {
  buildApiInto(outdir);
}, 120_000);

afterAll(() => {
  for (const dir of [...dirs, outdir]) rmSync(dir, { recursive: true, force: true });
});

describe('the first start', () => {
  it('seeds in a process of its own, then serves the demo accounts; a restart seeds nothing', async () => {
    const dataDir = tempDir();
    const first = await spawnBuiltServer(outdir, dataDir);
    try {
      await untilHealthy(first);
      const [line, ...others] = seedLines(first.out());
      expect(others).toEqual([]);
      expect(line).toMatchObject({ pid: first.child.pid, villes: 8 });
      expect(line!.seedPid).toEqual(expect.any(Number));
      expect(line!.seedPid).not.toBe(first.child.pid);
      expect(first.out()).toContain('Comptes de démonstration');
      const login = await fetch(`${first.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telephone: '0700000000', motDePasse: 'Admin@2026!' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stop(first);
    }

    const loaded = join(dataDir, 'loaded-modules');
    const again = await spawnBuiltServer(outdir, dataDir, {
      NODE_OPTIONS: `--require ${join(import.meta.dirname, 'helpers/loaded-modules.cjs')}`,
      LOADED_MODULES_FILE: loaded,
    });
    try {
      await untilHealthy(again);
      expect(seedLines(again.out())).toEqual([]);
      expect(again.out()).toContain('Comptes de démonstration');
      const villes = (await (await fetch(`${again.base}/api/villes`)).json()) as unknown[];
      expect(villes).toHaveLength(8);
    } finally {
      await stop(again);
    }
    // The packages only some configurations, uploads, logins or the docs need weigh on every
    // server's memory once loaded: a restart that served the catalog has loaded none of them.
    const files = JSON.parse(readFileSync(`${loaded}.${again.child.pid}`, 'utf8')) as string[];
    const packages = new Set(files.map((f) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1]));
    expect(packages).toContain('better-sqlite3');
    for (const lazy of [
      'sharp',
      '@node-rs/argon2',
      'pg',
      'ioredis',
      'web-push',
      '@fastify/swagger-ui',
      '@fastify/ajv-compiler',
      '@fastify/fast-json-stringify-compiler',
      'light-my-request',
    ]) {
      expect(packages).not.toContain(lazy);
    }
  }, 60_000);

  it('does not start when the seeding process fails, and says why in French', async () => {
    const dataDir = tempDir();
    // The seed writes its pictures into uploads/seed/: a file there makes it fail.
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'seed'), 'pas un dossier');
    const s = await spawnBuiltServer(outdir, dataDir);
    const code = await s.exit;
    expect(code).not.toBe(0);
    expect(s.err()).toContain('La création des données de démonstration a échoué');
    expect(s.out()).not.toContain('Comptes de démonstration');
  }, 60_000);
});
