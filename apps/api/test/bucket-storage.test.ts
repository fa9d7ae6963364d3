// @files disk: it starts its own S3 server and compares disk and bucket itself
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_MSG } from '@comoe/shared/health-messages';
import { MSG } from '@comoe/shared/messages';
import { createS3Store } from '../src/lib/file-store/s3-store.ts';
import { createBackup, restoreBackup } from '../src/ops/backup.ts';
import { storageCopyCommand } from '../src/ops/storage-copy.ts';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';
import { filePart, isWebp, pngImage } from './helpers/multipart.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';

// Issue 23 §1: with S3_ENDPOINT every file is in the bucket, so any process serves any picture;
// private files stay behind their authorised routes; the bucket is part of readiness.

let s3: S3TestServer;
let t: TestApp;
/** Another process on the same database and bucket, with a data folder of its own (another machine). */
let other: FastifyInstance;
let otherDir: string;
const BUCKET = 'comoe-fichiers';

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  t = await buildTestApp({ s3: s3.settings(BUCKET) });
  otherDir = mkdtempSync(join(tmpdir(), 'comoe-other-'));
  other = await buildSibling(t, { dataDir: otherDir, uploadsDir: join(otherDir, 'uploads') });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await s3.close();
  rmSync(otherDir, { recursive: true, force: true });
});

async function signedIn(role: 'CLIENT' | 'LIVREUR' | 'ADMIN') {
  const ville = await createVille(t.database.db);
  const user = await createUser(t.database.db, role, { villeId: ville.id });
  return { user, headers: bearer(await login(t.app, user)) };
}

async function upload(app: FastifyInstance, kind: string, who: Awaited<ReturnType<typeof signedIn>>) {
  const body = filePart(await pngImage());
  return app.inject({
    method: 'POST',
    url: `/api/files/upload/${who.user.id}/${kind}`,
    headers: { ...body.headers, ...who.headers },
    payload: body.payload,
  });
}

const filesOnDisk = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];

describe(`files in an S3 bucket (${store})`, () => {
  it('serves a picture uploaded through one process from another, with the one-year cache', async () => {
    const client = await signedIn('CLIENT');
    const res = await upload(t.app, 'profile', client);
    expect(res.statusCode).toBe(200);
    const url = res.body;
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);

    for (const path of [url, url.replace(/\.webp$/, '-w320.webp')]) {
      const got = await other.inject({ method: 'GET', url: path });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
      expect(isWebp(got.rawPayload)).toBe(true);
    }
    // Neither machine's disk holds it: the bucket does.
    expect(filesOnDisk(t.config.uploadsDir)).toEqual([]);
    expect(filesOnDisk(join(otherDir, 'uploads'))).toEqual([]);
  });

  it('answers 304 to a browser that has the picture, and HEAD without a body', async () => {
    const client = await signedIn('CLIENT');
    const url = (await upload(t.app, 'profile', client)).body;
    const first = await other.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await other.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await other.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 in French for a missing picture or a path outside the public folder', async () => {
    const courier = await signedIn('LIVREUR');
    const licence = (await upload(t.app, 'license', courier)).body;
    const name = licence.split('/').pop()!;
    for (const path of [
      '/uploads/profile/00000000-0000-0000-0000-000000000000.webp',
      `/uploads/license/${name}`,
      `/uploads/../private/license/${name}`,
      `/uploads/%2e%2e/private/license/${name}`,
      '/uploads/profile/x.webp?x=1&y=../../',
    ]) {
      const res = await other.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: MSG.routeNotFound });
    }
  });

  it('shows a private file only through its authorised route, from any process', async () => {
    const courier = await signedIn('LIVREUR');
    const url = (await upload(t.app, 'license', courier)).body;
    expect(url).toMatch(/^\/api\/files\/private\/license\//);
    const own = await other.inject({ method: 'GET', url, headers: courier.headers });
    expect(own.statusCode).toBe(200);
    expect(isWebp(own.rawPayload)).toBe(true);
    expect(own.headers['cache-control']).toMatch(/^private/);
    const stranger = await signedIn('CLIENT');
    expect((await other.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(403);
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('deletes the replaced picture and its thumbnails from the bucket', async () => {
    const client = await signedIn('CLIENT');
    const first = (await upload(t.app, 'profile', client)).body;
    const second = (await upload(other, 'profile', client)).body;
    expect(second).not.toBe(first);
    const keys = (await t.app.fileStore.list('uploads/profile/')).map((f) => f.key);
    const stem = (url: string) => url.slice(1).replace(/\.webp$/, '');
    expect(keys.filter((k) => k.startsWith(stem(first)))).toEqual([]);
    expect(keys.filter((k) => k.startsWith(stem(second)))).toHaveLength(4);
    expect((await other.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('stops serving a replaced picture at once from the process that replaced it, though it kept it in memory', async () => {
    const client = await signedIn('CLIENT');
    const first = (await upload(t.app, 'profile', client)).body;
    const thumb = first.replace(/\.webp$/, '-w320.webp');
    for (const url of [first, thumb]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await upload(t.app, 'profile', client);
    for (const url of [first, thumb]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('is ready with the bucket, and 503 with a French reason when the bucket does not answer', async () => {
    const ok = await other.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ checks: { stockage: 'ok' } });

    const gone = await buildSibling(t, { s3: s3.settings('bucket-absent') });
    try {
      const res = await gone.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ checks: Record<string, string> }>().checks.stockage).toContain(
        HEALTH_MSG.storageDown,
      );
    } finally {
      await gone.close();
    }
  });
});

describe('npm run storage:copy', () => {
  let dataDir: string;
  const files: Record<string, Buffer> = {
    'uploads/seed/0123456789abcdef.webp': Buffer.from('seed picture'),
    'uploads/product/11111111-2222-3333-4444-555555555555.webp': Buffer.from('product picture'),
    'uploads/product/11111111-2222-3333-4444-555555555555-w320.webp': Buffer.from('thumb'),
    'private/proof/66666666-7777-8888-9999-000000000000.webp': Buffer.from('proof'),
  };
  const env = (bucket: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env(bucket) });

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'comoe-copy-'));
    for (const [key, bytes] of Object.entries(files)) {
      mkdirSync(join(dataDir, key, '..'), { recursive: true });
      writeFileSync(join(dataDir, key), bytes);
    }
    // Not the app's: a half-written file and another tool's file stay out of the bucket.
    writeFileSync(join(dataDir, 'uploads', 'product', 'x.webp.123.part'), 'half');
    writeFileSync(join(dataDir, 'uploads', '.DS_Store'), 'finder');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function copy(bucket: string): Promise<{ code: number; said: string }> {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((l: string) => void lines.push(l));
    const err = vi.spyOn(console, 'error').mockImplementation((l: string) => void lines.push(l));
    try {
      return { code: await storageCopyCommand(env(bucket)), said: lines.join('\n') };
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
  }

  it('copies DATA_DIR into the bucket, then only what is missing or different', async () => {
    const bucket = 'copie-idempotente';
    await s3.createBucket(bucket);
    const target = createS3Store(s3.settings(bucket));
    try {
      const first = await copy(bucket);
      expect(first.code).toBe(0);
      expect(first.said).toContain('4 copié(s), 0 déjà présent(s)');
      expect((await target.list('')).map((f) => f.key).sort()).toEqual(Object.keys(files).sort());
      for (const [key, bytes] of Object.entries(files)) expect(await target.read(key)).toEqual(bytes);

      expect((await copy(bucket)).said).toContain('0 copié(s), 4 déjà présent(s)');

      // A file cut short in the bucket (an interrupted upload) is copied again.
      const product = 'uploads/product/11111111-2222-3333-4444-555555555555.webp';
      await target.put(product, Buffer.from('cut'), 'image/webp');
      await target.remove(['private/proof/66666666-7777-8888-9999-000000000000.webp']);
      expect((await copy(bucket)).said).toContain('2 copié(s), 2 déjà présent(s)');
      expect(await target.read(product)).toEqual(files[product]);
    } finally {
      target.close();
    }
  });

  it('says in French what is missing, with exit code 1', async () => {
    const none = await copy('bucket-qui-n-existe-pas');
    expect(none.code).toBe(1);
    expect(none.said).toMatch(/Le bucket bucket-qui-n-existe-pas ne répond pas/);
    const lines: string[] = [];
    const err = vi.spyOn(console, 'error').mockImplementation((l: string) => void lines.push(l));
    try {
      expect(await storageCopyCommand({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })).toBe(1);
    } finally {
      err.mockRestore();
    }
    expect(lines.join('\n')).toContain('Aucun bucket : définissez S3_ENDPOINT');
  });
});

describe('backup and restore with the files in a bucket', () => {
  it('puts the bucket’s files in the backup and back into an empty bucket', async () => {
    const from = 'sauvegarde-source';
    const into = 'sauvegarde-cible';
    await s3.createBucket(from);
    await s3.createBucket(into);
    const source = createS3Store(s3.settings(from));
    const target = createS3Store(s3.settings(into));
    const work = mkdtempSync(join(tmpdir(), 'comoe-s3-backup-'));
    try {
      await source.put('uploads/product/abc.webp', Buffer.from('plat'), 'image/webp');
      await source.put('private/cni/def.webp', Buffer.from('cni'), 'image/webp');
      // A database to go with it: an SQLite file the backup copies (the store's own tests cover PostgreSQL).
      const sourceDir = join(work, 'source');
      mkdirSync(sourceDir);
      const Sqlite = (await import('better-sqlite3')).default;
      new Sqlite(join(sourceDir, 'comoe.sqlite')).exec('create table t (x int)').close();
      const { dir, manifest } = await createBackup(
        { dataDir: sourceDir, s3: s3.settings(from) },
        join(work, 'b'),
      );
      expect(manifest.files).toBe(2);

      await restoreBackup(dir, { dataDir: join(work, 'cible'), s3: s3.settings(into) });
      expect(await target.read('uploads/product/abc.webp')).toEqual(Buffer.from('plat'));
      expect(await target.read('private/cni/def.webp')).toEqual(Buffer.from('cni'));
      // A bucket that holds files is not silently overwritten.
      await expect(
        restoreBackup(dir, { dataDir: join(work, 'cible2'), s3: s3.settings(into) }),
      ).rejects.toThrow(/le bucket sauvegarde-cible \(uploads\/\) contient 1 fichier/);
    } finally {
      source.close();
      target.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
