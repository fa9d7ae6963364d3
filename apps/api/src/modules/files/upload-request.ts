import type { FastifyRequest } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { badRequest } from '../../lib/app-error.ts';
import { formParts } from '../../plugins/multipart-forms.ts';
import { perUserLimit } from '../../plugins/security.ts';

/** Each upload route: 30 a minute per user (the per-address limit applies as well). */
export const uploadLimit = () => perUserLimit({ max: 30, windowMs: 60_000 });

/**
 * The bytes of the form's `file` field; the image itself is judged by `storeImage`. The form is
 * read to its end first: one cut short after the file is refused, and nothing is stored.
 */
export async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(MSG.fileRequired, 'FILE_REQUIRED');
  let bytes: Buffer | null = null;
  for await (const part of formParts(req)) {
    if (part.type !== 'file') continue;
    const read = await part.toBuffer();
    if (part.fieldname === 'file') bytes = read;
  }
  if (!bytes || bytes.length === 0) throw badRequest(MSG.fileRequired, 'FILE_REQUIRED');
  return bytes;
}
