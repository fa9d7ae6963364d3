// @stores sqlite: reads the deploy/ folder, no database
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

// deploy/ (README, "Sur un serveur Debian"): what the balancer and the units rely on must exist.
const deploy = (name: string) => readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function envFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const found = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (found) env[found[1]!] = found[2]!;
  }
  return env;
}

describe('deploy/', () => {
  it('gives an environment file the server accepts, for PostgreSQL, Redis and a proxy on loopback', () => {
    const dir = mkdtempSync(join(tmpdir(), 'comoe-deploy-'));
    dirs.push(dir);
    const env = envFile(deploy('comoe.env.example'));
    const config = loadConfig({ ...env, DATA_DIR: dir, PORT: '3001', METRICS_PORT: '13001' });
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.seedDemo).toBe(false);
    expect(env.TRUST_PROXY).toBe('loopback');
    expect(env.HOST).toBe('127.0.0.1');
  });

  it('balances on the readiness probe, never compresses nor buffers the live streams', () => {
    const caddy = deploy('Caddyfile');
    expect(caddy).toContain('health_uri /api/health/ready');
    expect(caddy).toMatch(/@compressible not path \/api\/events /);
    expect(caddy).toContain('flush_interval -1');
    const unit = deploy('comoe@.service');
    expect(unit).toContain('Environment=PORT=%i');
    expect(unit).toContain('ExecStart=/opt/comoe/node_modules/.bin/node --max-semi-space-size=4 apps/api/dist/server.mjs');
    expect(unit).toContain('KillSignal=SIGTERM');
  });
});
