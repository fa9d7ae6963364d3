import { useCallback, useState } from 'react';
import type { UploadOptions } from '@/lib/upload-with-progress';

/**
 * Follows one upload at a time: `progress` is 0–100 while it runs and null otherwise, for a
 * visible progress bar under the picker. `track` wraps any call built on uploadWithProgress.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const track = useCallback(async <T>(send: (options: UploadOptions) => Promise<T>): Promise<T> => {
    setProgress(0);
    try {
      return await send({ onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, track };
}
