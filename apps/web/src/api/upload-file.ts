import type { UploadKind } from '@comoe/shared/enums';
import { apiRequest } from '@/lib/api-client';

type UploadInput = { userId: number; kind: UploadKind; file: File; token: string };

/** Answers the stored path, e.g. /uploads/profile/x.webp. */
export function uploadFile({ userId, kind, file, token }: UploadInput): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(`/api/files/upload/${userId}/${kind}`, {
    method: 'POST',
    body: form,
    token,
    responseType: 'text',
  });
}
