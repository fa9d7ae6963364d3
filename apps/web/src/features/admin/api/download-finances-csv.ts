import { financesCsvFileName } from '@comoe/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { rangeParams, type AdminRange } from './query-keys';

/** The range's report as the server streams it (`;`, UTF-8 with BOM), whole, as a file. */
export function getFinancesCsv(range: AdminRange): Promise<Blob> {
  return apiRequest(`/api/admin/commandes/finances.csv?${rangeParams(range).toString()}`, {
    responseType: 'blob',
  });
}

/** The range's report saved as a file under the name the server gives it. */
export async function downloadFinancesCsv(range: AdminRange): Promise<string> {
  const fileName = financesCsvFileName(range);
  saveFile(await getFinancesCsv(range), fileName);
  return fileName;
}

export function useDownloadFinancesCsv() {
  return useMutation({ mutationFn: downloadFinancesCsv });
}
