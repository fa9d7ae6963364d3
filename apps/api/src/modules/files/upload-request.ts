import type { FastifyRequest } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { badRequest } from '../../lib/app-error.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/images.ts';
import { perUserLimit } from '../../plugins/security.ts';

/** Each upload route: 30 a minute per user (the per-address limit applies as well). */
export const uploadLimit = () => perUserLimit({ max: 30, windowMs: 60_000 });

/** The bytes of the form's `file` field; the image itself is judged by `storeImage`. */
export async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(MSG.fileRequired, 'FILE_REQUIRED');
  const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part) throw badRequest(MSG.fileRequired, 'FILE_REQUIRED');
  const bytes = await part.toBuffer();
  if (bytes.length === 0) throw badRequest(MSG.fileRequired, 'FILE_REQUIRED');
  return bytes;
}
