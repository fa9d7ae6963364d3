// Issue 23 §1 seen from outside: a picture a business uploads through Caddy (to whichever process
// takes it) is then fetched through Caddy, again and again, by whichever processes serve those
// requests. With a shared bucket every fetch is a 200; with each process's own disk, some are not.
import { multipart } from '../../../apps/api/test/helpers/factories.ts';
import type { Business } from './accounts.ts';
import type { Requests } from './requests.ts';

export interface PhotoCheck {
  url: string | null;
  fetches: number;
  ok: number;
  statuses: Record<string, number>;
}

export async function checkSharedPhoto(
  requests: Requests,
  business: Business,
  png: Buffer,
  fetches = 30,
): Promise<PhotoCheck> {
  const form = multipart({}, { field: 'file', name: 'facade.png', type: 'image/png', bytes: png });
  const up = await requests.send(business, 'photo (envoi)', 'POST', '/api/files/upload/entreprise/facade', {
    body: form.payload,
    headers: form.headers,
  });
  const statuses: Record<string, number> = {};
  if (!up || up.status !== 200) {
    statuses[`envoi ${up?.status ?? 'coupé'}`] = 1;
    return { url: null, fetches: 0, ok: 0, statuses };
  }
  const url = up.body.trim();
  let ok = 0;
  for (let i = 0; i < fetches; i++) {
    const res = await requests.send(business, 'photo (lecture)', 'GET', url);
    const status = String(res?.status ?? 'coupé');
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (res?.status === 200) ok += 1;
  }
  return { url, fetches, ok, statuses };
}
