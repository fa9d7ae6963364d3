import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1, made with the machine's openssl for this run only. */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'comoe-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PushRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser vendor's push service standing in for FCM or Mozilla's: an HTTPS server that
 * records what it receives and answers each endpoint path with the status a test chose.
 */
export async function startPushService() {
  const { key, cert } = selfSigned();
  const received: PushRequest[] = [];
  const statusByPath = new Map<string, number>();
  const held = new Set<() => void>();
  let holding = false;
  const waiters: Array<() => void> = [];

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      waiters.splice(0).forEach((w) => w());
      const answer = () => {
        res.statusCode = statusByPath.get(req.url ?? '') ?? 201;
        res.end();
      };
      if (holding) held.add(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Trusts this service's certificate only: what the app's test seam receives. */
    agent: new Agent({ ca: cert }),
    answer(path: string, status: number) {
      statusByPath.set(path, status);
    },
    /** Holds every answer until `release` (a slow push service). */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      held.forEach((answer) => answer());
      held.clear();
    },
    async waitFor(match: (r: PushRequest) => boolean, timeoutMs = 5000): Promise<PushRequest> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `requête push attendue non reçue ; reçues : ${received.map((r) => r.path).join(', ')}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser keeps for one subscription: its P-256 key pair and auth secret. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const json = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
  return {
    endpoint,
    p256dh: json.keys.p256dh,
    /** The token the web app sends: `JSON.stringify(pushSubscription)`. */
    token: JSON.stringify(json),
    /** Decrypts an aes128gcm message body (RFC 8188 + RFC 8291) as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}
