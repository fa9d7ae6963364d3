import type { AccountStatus } from '@comoe/shared/enums';

/** Spec part 2 §3: Actif / Inactif. */
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { ACTIF: 'Actif', INACTIF: 'Inactif' };
