// @stores sqlite: connections and streams closing on shutdown: the HTTP layer, not the store
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiInto,
  keptAliveGet,
  repoRoot,
  spawnBuiltServer,
  untilHealthy,
} from './helpers/spawned-server.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { createUser, createVille } from './helpers/factories.ts';
import { actor } from './helpers/marketplace.ts';
import { LiveStreams } from '../src/modules/events/live-streams.ts';

// Issue 23 §3: on shutdown the server stops accepting, lets requests under way finish, and ends
// every live stream with a `retry:` hint, so browsers come back promptly (to another process)
// from their last id; close() must not hang on the streams.

const CLIENT = { telephone: '0700000001', motDePasse: 'Client@2026' };

async function listen(app: FastifyInstance): Promise<{ base: string; port: number }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('adresse inconnue');
  return { base: `http://127.0.0.1:${address.port}`, port: address.port };
}

/** A stream read as raw text, to see the `retry:` lines the helper in sse.ts does not keep. */
async function rawStream(base: string, token: string) {
  const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`flux refusé : ${res.status}`);
  let text = '';
  let ended = false;
  const done = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        text += value;
      }
      ended = true;
    } catch {
      // Cut rather than ended: `ended` stays false.
    }
  })();
  // The first block is written at once: after it, the stream is registered.
  for (let i = 0; i < 100 && !text.includes('id: '); i++) await new Promise((r) => setTimeout(r, 20));
  return { text: () => text, ended: () => ended, done };
}

/** What follows the opening `retry: 3000` block: the lines written at the end. */
const afterOpening = (text: string) => text.slice(text.indexOf('\n\n', text.indexOf('id: ')) + 2);

/**
 * A login sent in two parts over a raw socket: the request is under way (headers in, body not)
 * until `finish` sends the rest. Resolves with the status line.
 */
function slowLogin(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (c: Buffer) => (answer += c.toString()));
  const answered = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const opened = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      resolve();
    }),
  );
  return { opened, finish: () => socket.write(body.slice(half)), answered };
}

describe('app.close() drains', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('ends each stream with a retry hint, finishes the request under way, refuses new ones', async () => {
    t = await buildTestApp();
    const ville = await createVille(t.database.db);
    const users = await Promise.all(
      [0, 1, 2].map(async () =>
        actor(t!.app, await createUser(t!.database.db, 'CLIENT', { villeId: ville.id })),
      ),
    );
    const { base, port } = await listen(t.app);
    const streams = await Promise.all(users.map((u) => rawStream(base, u.token)));
    const slow = slowLogin(
      port,
      JSON.stringify({ telephone: users[0]!.telephone, motDePasse: users[0]!.password }),
    );
    await slow.opened;
    await new Promise((r) => setTimeout(r, 100));
    for (const s of streams) expect(s.ended()).toBe(false);

    const started = Date.now();
    const closed = t.app.close();
    // Closing has begun: the streams are told to come back and end, nothing new gets in.
    await Promise.all(streams.map((s) => s.done));
    for (const s of streams) {
      expect(s.ended()).toBe(true);
      expect(afterOpening(s.text())).toBe('retry: 1000\n\n');
    }
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    let settled = false;
    void closed.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toBe(false); // still waiting on the login under way

    slow.finish();
    expect(await slow.answered).toBe('HTTP/1.1 200 OK');
    await closed;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('a stream whose session check ends after closing began', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  // Issue 32 §2: under load a stream's session check could finish after the registry had closed
  // its streams; kept, it heard no event and held the shutdown until SHUTDOWN_TIMEOUT_MS.
  it('is told to come back at once, and its connection closes', async () => {
    t = await buildTestApp();
    const user = await createUser(t.database.db, 'CLIENT', {
      villeId: (await createVille(t.database.db)).id,
    });
    const registry = new LiveStreams(t.app);
    expect(await registry.closeAll({ retryMs: 1000 })).toBe(0);
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
      const stream = registry.open({ id: user.id, role: 'CLIENT', tokenVersion: 0 }, res, null);
      expect(stream.ended).toBe(true);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const agent = new Agent({ keepAlive: true });
    const { body, closed } = await new Promise<{ body: string; closed: Promise<void> }>((resolve, reject) => {
      get(`http://127.0.0.1:${port}/`, { agent }, (res) => {
        const closed = new Promise<void>((r) => res.socket.once('close', () => r()));
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ body: text, closed }));
      }).on('error', reject);
    });
    expect(body.endsWith('retry: 1000\n\n')).toBe(true);
    // Closed by the server although the client asked to keep it: close() does not wait on it.
    await closed;
    agent.destroy();
    await new Promise((r) => server.close(r));
  });
});

describe('SIGTERM on the server (server.ts)', () => {
  const outdir = join(repoRoot, 'apps/api/dist', `graceful-shutdown-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'comoe-shutdown-'));
  const children: ChildProcess[] = [];

  beforeAll(() => {
    buildApiInto(outdir);
  }, 120_000);
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of [dataDir, outdir]) rmSync(dir, { recursive: true, force: true });
  });

  /** The built server as `npm start` runs it, on the demo data (seeded by the first start). */
  async function start(extraEnv: Record<string, string> = {}) {
    const server = await spawnBuiltServer(outdir, dataDir, extraEnv);
    children.push(server.child);
    await untilHealthy(server);
    const base = server.base;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CLIENT),
    });
    const { token } = (await login.json()) as { token: string };
    return { ...server, token };
  }

  it('ends the open stream with a retry hint and exits with 0', async () => {
    const server = await start();
    const stream = await rawStream(server.base, server.token);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    await stream.done;
    expect(stream.ended()).toBe(true);
    expect(afterOpening(stream.text())).toBe('retry: 1000\n\n');
    expect(server.out()).toContain('1 flux en direct fermés');
    expect(server.out()).toContain('arrêt terminé');
  }, 120_000);

  it('keeps serving for SHUTDOWN_DRAIN_MS while the probe says 503, each answer closing its connection', async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '1500' });
    const stream = await rawStream(server.base, server.token);
    const started = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const villes = await keptAliveGet(`${server.base}/api/villes`);
    expect([villes.status, villes.connection]).toEqual([200, 'close']);
    // No probe has heard `stopping` yet: a stream told to come back could land here again.
    expect(stream.ended()).toBe(false);
    const ready = await keptAliveGet(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await server.exit).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await stream.done;
    expect(afterOpening(stream.text())).toBe('retry: 1000\n\n');
  }, 120_000);

  it('cuts a request that never finishes once SHUTDOWN_TIMEOUT_MS is past, and exits anyway', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '500' });
    const stuck = slowLogin(server.port, JSON.stringify(CLIENT));
    await stuck.opened;
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(3_000);
    expect(await stuck.answered).toBe(''); // cut, never answered
    expect(server.out()).toContain('délai dépassé');
  }, 120_000);
});
