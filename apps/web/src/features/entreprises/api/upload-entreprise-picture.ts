import type { EntreprisePictureKind } from '@comoe/shared/enums';
import { uploadWithProgress, type UploadOptions } from '@/lib/upload-with-progress';

/**
 * `POST /api/files/upload/entreprise/{facade|logo}`: the server stores it on the business at once
 * and answers the URL as text.
 */
export function uploadEntreprisePicture(
  kind: EntreprisePictureKind,
  file: File,
  options?: UploadOptions,
): Promise<string> {
  return uploadWithProgress(`/api/files/upload/entreprise/${kind}`, file, options);
}
