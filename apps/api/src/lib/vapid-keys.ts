import { createECDH } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's Web Push identity (RFC 8292): a P-256 key pair, both halves base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** An uncompressed P-256 point is 65 bytes starting with 4; a private scalar, 32 bytes. */
export function isVapidPublicKey(value: string): boolean {
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 65 && bytes[0] === 4 && bytes.toString('base64url') === value;
}

export function isVapidPrivateKey(value: string): boolean {
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 32 && bytes.toString('base64url') === value;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A scalar with leading zero bytes comes out shorter: push services expect exactly 32 bytes.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

function readStored(file: string): VapidKeys | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    const { publicKey, privateKey } = stored;
    if (typeof publicKey === 'string' && typeof privateKey === 'string') {
      if (isVapidPublicKey(publicKey) && isVapidPrivateKey(privateKey)) return { publicKey, privateKey };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Keys kept in DATA_DIR so that browsers' subscriptions survive restarts without any setup:
 * a new key pair would silently invalidate every subscription made with the old one.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = readStored(file);
    if (stored) return stored;
    throw new Error(`Configuration invalide : ${file} ne contient pas de clés VAPID valides.`);
  }
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
