import type { DayRange } from '@comoe/shared/periods';
import { ordersCsvFileName } from '@comoe/shared/schemas/entreprise-ventes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { statsSearch } from './get-stats';

/** `GET /api/entreprises/{id}/orders.csv` (`;`, UTF-8 with BOM), saved under the server's name. */
export async function downloadOrdersCsv({
  entrepriseId,
  range,
}: {
  entrepriseId: number;
  range: DayRange;
}): Promise<string> {
  const blob = await apiRequest<Blob>(`/api/entreprises/${entrepriseId}/orders.csv${statsSearch(range)}`, {
    responseType: 'blob',
  });
  const fileName = ordersCsvFileName(range);
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadOrdersCsv = () => useMutation({ mutationFn: downloadOrdersCsv });
