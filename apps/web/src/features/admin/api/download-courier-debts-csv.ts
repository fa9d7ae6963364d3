import { abidjanDay } from '@comoe/shared/periods';
import { courierDebtsCsvFileName } from '@comoe/shared/schemas/courier-gains';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { CourierDebtsSort } from './get-courier-debts';

/** `GET /api/admin/livreurs/versements.csv` (`;`, UTF-8 with BOM): every courier owed, in the list's order. */
export async function downloadCourierDebtsCsv(sort: CourierDebtsSort): Promise<string> {
  const blob = await apiRequest<Blob>(`/api/admin/livreurs/versements.csv?sort=${sort}`, {
    responseType: 'blob',
  });
  const fileName = courierDebtsCsvFileName(abidjanDay(new Date()));
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadCourierDebtsCsv = () => useMutation({ mutationFn: downloadCourierDebtsCsv });
