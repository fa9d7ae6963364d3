import { MSG } from '@comoe/shared/messages';
import { ApiError, apiErrorFrom, dropRejectedSession } from './api-client';
import { TOKEN_KEY } from './session/stored-session';

export type UploadOptions = {
  /** Called as bytes leave the phone, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** A token to send instead of the stored session's (sign-up uploads before any session). */
  token?: string;
};

/**
 * Sends one image as the multipart field `file` and answers the text the server replies (the
 * stored picture's URL). XMLHttpRequest rather than fetch: only it reports upload progress,
 * which on a 3G phone is the difference between waiting and thinking the app froze.
 */
export function uploadWithProgress(path: string, file: Blob, options: UploadOptions = {}): Promise<string> {
  const { onProgress, signal } = options;
  const stored = window.localStorage.getItem(TOKEN_KEY);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Envoi annulé', 'AbortError'));
      return;
    }
    const token = options.token ?? stored;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'text/plain');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(xhr.responseText.trim());
        return;
      }
      if (xhr.status === 401 && token && token === stored) dropRejectedSession();
      reject(apiErrorFrom(xhr.status, xhr.responseText, xhr.getResponseHeader('content-type') ?? ''));
    };
    xhr.onerror = () => reject(new ApiError(0, MSG.networkError));
    xhr.onabort = () => reject(new DOMException('Envoi annulé', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    onProgress?.(0);
    xhr.send(form);
  });
}
