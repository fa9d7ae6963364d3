// @stores sqlite: the built server runs on its own SQLite folder whatever TEST_STORE says
import type { ChildProcess } from 'node:child_process';
import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { signSessionToken } from '../src/lib/session-token.ts';
import { createUser, createVille, type TestUser } from './helpers/factories.ts';
import {
  buildApiInto,
  keptAliveGet,
  repoRoot,
  spawnBuiltServer,
  untilHealthy,
} from './helpers/spawned-server.ts';

// Issue 32 §2: a process holding 1,000+ streams stopped 2 to 8 s past its drain, closing them all
// once the drain was over. Once the balancer's probe has heard `stopping`, the streams are told
// to come back (elsewhere) while the process still serves; it then exits soon after the drain.

const DRAIN_MS = 3000;
const USERS = 40;
/** The most a user may hold (live-streams.ts): 200 streams. */
const PER_USER = 5;
const JWT_SECRET = randomBytes(32).toString('base64url');

/** A stream read from its own loopback address (the per-address limit sees many phones). */
function openStream(port: number, token: string, address: string) {
  return new Promise<{ ended: Promise<string> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        localAddress: address,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`flux refusé : ${res.statusCode}`));
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        const ended = new Promise<string>((r) => res.on('close', () => r(text)));
        resolve({ ended });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A stream asked over a raw socket whose client never reads a byte of the answer. */
function stalledStream(port: number, token: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.9.1' });
  socket.once('connect', () => {
    socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    socket.pause();
  });
  socket.on('error', () => undefined);
  return socket;
}

/** A login sent in two parts: under way (headers in, body not) until `finish`. */
function slowLogin(port: number, user: TestUser, localAddress = '127.0.9.2') {
  const body = JSON.stringify({ telephone: user.telephone, motDePasse: user.password });
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let answer = '';
  socket.on('data', (c: Buffer) => (answer += c.toString()));
  const answered = new Promise<string>((resolve) =>
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? '')),
  );
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  socket.once('connect', () =>
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    ),
  );
  return { finish: () => socket.write(body.slice(half)), answered };
}

/** A connection a balancer opened ahead of need: it never sends a byte. */
function silentConnection(port: number, localAddress: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  return new Promise<void>((r) => socket.once('close', () => r()));
}

/**
 * A stream whose client keeps its own side open once the server ended its side (`socket.end()`
 * in live-stream.ts): the connection stays half-closed until the server cuts it. Resolves with
 * what was read once the server's side ended; the client's side stays open, never ended.
 */
function halfOpenStream(port: number, token: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.10.2', allowHalfOpen: true });
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (text += c));
  socket.on('error', () => undefined);
  socket.once('connect', () =>
    socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`),
  );
  const ended = new Promise<string>((r) => socket.once('end', () => r(text)));
  return { ended, socket };
}

/** A request answered on a connection kept alive afterwards, idle, as a balancer keeps it. */
function keptAliveConnection(url: string) {
  const agent = new Agent({ keepAlive: true });
  return new Promise<{ status: number; closed: Promise<void> }>((resolve, reject) => {
    get(url, { agent }, (res) => {
      const closed = new Promise<void>((r) => res.socket.once('close', () => r()));
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, closed }));
    }).on('error', reject);
  });
}

describe('SIGTERM on a process holding many streams', () => {
  const outdir = join(repoRoot, 'apps/api/dist', `shutdown-streams-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'comoe-shutdown-streams-'));
  const children: ChildProcess[] = [];
  const users: Array<TestUser & { token: string }> = [];

  beforeAll(async () => {
    buildApiInto(outdir);
    // Written before the server starts: it finds a store that is not empty and seeds nothing.
    const database = createDatabase({ dataDir });
    try {
      await migrateToLatest(database.db);
      const ville = await createVille(database.db);
      const secret = createSecretKey(Buffer.from(JWT_SECRET));
      // One more: the stalled reader's, beyond the five streams each of the others holds.
      for (let i = 0; i <= USERS; i++) {
        const user = await createUser(database.db, 'CLIENT', { villeId: ville.id });
        const token = await signSessionToken(secret, '1h', { id: user.id, role: 'CLIENT', tokenVersion: 0 });
        users.push({ ...user, token });
      }
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of [dataDir, outdir]) rmSync(dir, { recursive: true, force: true });
  });

  it('closes the streams once the probe said 503, still serving, and exits soon after the drain', async () => {
    const server = await spawnBuiltServer(outdir, dataDir, {
      JWT_SECRET,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    children.push(server.child);
    await untilHealthy(server);
    const streams = await Promise.all(
      users
        .slice(0, USERS)
        .flatMap((u, i) =>
          Array.from({ length: PER_USER }, () => openStream(server.port, u.token, `127.0.8.${i + 1}`)),
        ),
    );
    const stalled = stalledStream(server.port, users[USERS]!.token);
    const login = slowLogin(server.port, users[1]!);
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    // The balancer's health check: from now on it sends nothing new here.
    expect((await keptAliveGet(`${server.base}/api/health/ready`)).status).toBe(503);
    const texts = await Promise.all(streams.map((s) => s.ended));
    const closedAfter = Date.now() - started;
    for (const text of texts) expect(text.endsWith('retry: 1000\n\n')).toBe(true);
    // Told to come back during the drain, not after it: the process still answers.
    expect(closedAfter).toBeLessThan(DRAIN_MS - 500);
    expect(await keptAliveGet(`${server.base}/api/villes`)).toEqual({ status: 200, connection: 'close' });
    // The request under way since before SIGTERM gets its answer.
    login.finish();
    expect(await login.answered).toBe('HTTP/1.1 200 OK');

    expect(await server.exit).toBe(0);
    const exitedAfter = Date.now() - started;
    expect(exitedAfter).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(exitedAfter).toBeLessThan(DRAIN_MS + 1500);
    expect(server.out()).toContain(`${USERS * PER_USER + 1} flux en direct fermés`);
    stalled.destroy();
  }, 120_000);

  // Issue 32 §2: a process restarted behind the balancer reached SHUTDOWN_TIMEOUT_MS with 18
  // connections open and no request in flight: Node's idle sweep leaves a connection that never
  // sent a request. Once nothing is in flight, every connection left is closed.
  it('closes the connections with no request once nothing is in flight; a slow request still finishes', async () => {
    const drainMs = 500;
    const server = await spawnBuiltServer(outdir, dataDir, {
      JWT_SECRET,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    children.push(server.child);
    await untilHealthy(server);
    const silent = [11, 12, 13].map((n) => silentConnection(server.port, `127.0.10.${n}`));
    const halfOpen = halfOpenStream(server.port, users[2]!.token);
    const kept = await keptAliveConnection(`${server.base}/api/villes`);
    expect(kept.status).toBe(200);
    const login = slowLogin(server.port, users[3]!, '127.0.10.3');
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    server.child.kill('SIGTERM');
    // Past the drain, the stream told to come back: the process still waits for the login.
    await new Promise((r) => setTimeout(r, drainMs + 700));
    expect(server.child.exitCode).toBe(null);
    login.finish();
    expect(await login.answered).toBe('HTTP/1.1 200 OK');

    expect(await server.exit).toBe(0);
    // Far from the 10 s of SHUTDOWN_TIMEOUT_MS the silent connections held it to before.
    expect(Date.now() - started).toBeLessThan(drainMs + 3000);
    expect(await halfOpen.ended).toContain('retry: 1000');
    await Promise.all([...silent, kept.closed]);
    expect(server.out()).not.toContain('délai dépassé');
    halfOpen.socket.destroy();
  }, 120_000);
});
