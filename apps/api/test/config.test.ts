// @stores sqlite: reads the environment, no database
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { generateVapidKeys } from '../src/lib/vapid-keys.ts';

// Configuration read once from the environment (README, "Configuration"): Web Push and the sweeper.
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'comoe-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json, readable by the owner only, and kept', () => {
    const dir = dataDir();
    const first = load({ DATA_DIR: dir }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:contact@comoe-express.ci');
    const file = join(dir, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(load({ DATA_DIR: dir }).vapid).toEqual(first);
  });

  it('come from the environment when given, and nothing is written', () => {
    const dir = dataDir();
    const keys = generateVapidKeys();
    const config = load({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://comoe-express.ci',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://comoe-express.ci' });
    expect(() => statSync(join(dir, 'vapid.json'))).toThrow();
  });

  it.each([
    ['one key without the other', { VAPID_PUBLIC_KEY: generateVapidKeys().publicKey }, 'VAPID_PRIVATE_KEY'],
    [
      'a public key that is not a P-256 point',
      { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' },
      'VAPID_PUBLIC_KEY',
    ],
    ['a subject that is neither mailto: nor https:', { VAPID_SUBJECT: 'http://comoe.ci' }, 'VAPID_SUBJECT'],
  ])('refuse to start with %s', (_, env, variable) => {
    expect(() => load({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`Configuration invalide : .*${variable}`),
    );
  });

  it('refuse to start on a damaged vapid.json rather than silently replace it', () => {
    const dir = dataDir();
    for (const content of ['{"publicKey":"x"}', 'pas du JSON']) {
      writeFileSync(join(dir, 'vapid.json'), content);
      expect(() => load({ DATA_DIR: dir })).toThrow(/Configuration invalide : .*vapid\.json/);
    }
  });
});

describe('unanswered-order settings', () => {
  it('default to 5, 15 and 10 minutes, swept every 30 s', () => {
    expect(load({ DATA_DIR: dataDir() })).toMatchObject({
      orderReminderMin: 5,
      orderAutoCancelMin: 15,
      courierWaitAlertMin: 10,
      sweepIntervalMs: 30_000,
    });
  });

  it('are read from the environment; 0 turns the timer off', () => {
    const config = load({
      DATA_DIR: dataDir(),
      ORDER_REMINDER_MIN: '3',
      ORDER_AUTO_CANCEL_MIN: '8',
      COURIER_WAIT_ALERT_MIN: '20',
      SWEEP_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      orderReminderMin: 3,
      orderAutoCancelMin: 8,
      courierWaitAlertMin: 20,
      sweepIntervalMs: 0,
    });
  });

  it.each([
    [{ ORDER_REMINDER_MIN: '0' }, 'ORDER_REMINDER_MIN'],
    [{ ORDER_AUTO_CANCEL_MIN: 'quinze' }, 'ORDER_AUTO_CANCEL_MIN'],
    [{ ORDER_REMINDER_MIN: '15', ORDER_AUTO_CANCEL_MIN: '15' }, 'ORDER_AUTO_CANCEL_MIN'],
    [{ SWEEP_INTERVAL_MS: '-1' }, 'SWEEP_INTERVAL_MS'],
  ])('refuse %o', (env, variable) => {
    expect(() => load({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`Configuration invalide : .*${variable}`),
    );
  });
});
