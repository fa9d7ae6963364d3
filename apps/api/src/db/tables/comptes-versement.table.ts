import type { Selectable } from 'kysely';
import type { PayoutMethod } from '@comoe/shared/enums';
import type { Timestamp } from './columns.ts';

export interface ComptesVersementTable {
  entrepriseId: number;
  paymentMethod: PayoutMethod;
  paymentNumber: string;
  accountName: string | null;
  updatedAt: Timestamp;
}
export type CompteVersementRow = Selectable<ComptesVersementTable>;
