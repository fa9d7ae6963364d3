import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Auth } from './api';

// Real pictures for the papers: the app's icons, which the server re-encodes like any photo.
export const CNI_PHOTO = readFileSync(new URL('../../apps/web/public/icon-512.png', import.meta.url));
export const LICENCE_PHOTO = readFileSync(new URL('../../apps/web/public/icon-192.png', import.meta.url));

/**
 * A courier's ID card and licence photos, sent as his phone does after sign-up: an admin verifies
 * nobody without them (issue 20 §2).
 */
export async function sendCourierDocuments(request: APIRequestContext, courier: Auth): Promise<void> {
  for (const [kind, buffer] of [
    ['cni', CNI_PHOTO],
    ['license', LICENCE_PHOTO],
  ] as const) {
    const res = await request.post(`/api/files/upload/${courier.id}/${kind}`, {
      headers: courier.headers,
      multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer } },
    });
    expect(res.ok(), `${kind} → ${res.status()} ${await res.text()}`).toBe(true);
  }
}
