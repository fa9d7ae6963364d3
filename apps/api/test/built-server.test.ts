// @stores sqlite: the built server runs on its own SQLite folder whatever TEST_STORE says
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot as root, spawnBuiltServer, untilHealthy } from './helpers/spawned-server.ts';

// `npm start` runs the API built into one JavaScript file by plain node (scripts/build-api.mjs):
// the bundle must start on its own, migrate and seed an empty folder, and answer.

let server: ChildProcess;
let printed: () => string;
let base: string;
let dataDir: string;

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, 'scripts/build-api.mjs')], { cwd: root, stdio: 'ignore' });
  dataDir = mkdtempSync(join(tmpdir(), 'comoe-built-'));
  const spawned = await spawnBuiltServer(join(root, 'apps/api/dist'), dataDir, { LOG_LEVEL: 'silent' });
  server = spawned.child;
  printed = spawned.out;
  base = spawned.base;
  await untilHealthy(spawned);
}, 120_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (apps/api/dist)', () => {
  it('migrates, seeds the demo data and answers the client journey', async () => {
    const villes = await (await fetch(`${base}/api/villes`)).json();
    expect(villes).toHaveLength(8);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telephone: '0700000001', motDePasse: 'Client@2026' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = await fetch(`${base}/api/entreprises/ville/bassam`, { headers });
    expect(list.status).toBe(200);
    const entreprises = (await list.json()) as Array<{ id: number; nom: string }>;
    const supermarche = entreprises.find((e) => e.nom.startsWith('Supermarché'));
    expect(supermarche).toBeDefined();
    const menu = await fetch(`${base}/api/produits/entreprise_prod_cate/${supermarche!.id}`, { headers });
    expect(menu.status).toBe(200);
    expect(await menu.json()).toHaveLength(50);
    const docs = await fetch(`${base}/api/docs/json`);
    expect(((await docs.json()) as { paths: object }).paths).toHaveProperty('/api/villes');
  });

  it('is ASCII only: V8 keeps a source with one non-Latin-1 character at two bytes per character', () => {
    const bundle = readFileSync(join(root, 'apps/api/dist/server.mjs'), 'latin1');
    const found = /[\u0080-\u00ff]/.exec(bundle);
    expect(found && bundle.slice(Math.max(0, found.index - 60), found.index + 20)).toBeNull();
  });

  it("leaves out Fastify's own schema compilers and inject, which only the docs' first visit runs", () => {
    const bundle = readFileSync(join(root, 'apps/api/dist/server.mjs'), 'latin1');
    for (const pkg of ['ajv', 'ajv-formats', 'fast-json-stringify/index.js', 'light-my-request']) {
      expect(bundle).not.toContain(`node_modules/${pkg}`);
    }
  });

  it('has ICU build its Unicode tables before V8 parses the code (scripts/build-api.mjs)', () => {
    const bundle = readFileSync(join(root, 'apps/api/dist/server.mjs'), 'latin1');
    expect(bundle.indexOf('\\p{L}')).toBeGreaterThan(0);
    expect(bundle.indexOf('\\p{L}')).toBeLessThan(bundle.indexOf('var '));
  });

  it('says at start which Node it runs on (issue 33)', async () => {
    await expect.poll(printed).toContain(`Node.js : ${process.version}`);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
