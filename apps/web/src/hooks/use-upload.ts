import { useCallback, useState } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/**
 * One upload at a time with its progress (0–100, null when none is under way), for a visible
 * progress bar under the picker.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(async (path: string, file: Blob): Promise<string> => {
    setProgress(0);
    try {
      return await uploadWithProgress(path, file, {
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, upload };
}
