import { financesCsvFileName } from '@comoe/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rangeParams, type AdminRange } from './query-keys';

/** The range's report as the server streams it (`;`, UTF-8 with BOM), whole, as a file. */
export function getFinancesCsv(range: AdminRange): Promise<Blob> {
  return apiRequest(`/api/admin/commandes/finances.csv?${rangeParams(range).toString()}`, {
    responseType: 'blob',
  });
}

/**
 * A link cannot carry the bearer token, so the file is fetched, then handed to the browser
 * through an object URL under the name the server gives it.
 */
export async function downloadFinancesCsv(range: AdminRange): Promise<string> {
  const blob = await getFinancesCsv(range);
  const fileName = financesCsvFileName(range);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; the URL is freed once it has started.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}

export function useDownloadFinancesCsv() {
  return useMutation({ mutationFn: downloadFinancesCsv });
}
