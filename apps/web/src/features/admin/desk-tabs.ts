import type { DeskGroup } from '@comoe/shared/schemas/admin-commandes';

/** The desk's filter: every order, or one group. */
export const DESK_TABS = ['TOUTES', 'ATTENTION', 'EN_ATTENTE', 'EN_COURS', 'LIVREE', 'ANNULEE'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

export const groupOf = (tab: DeskTab): DeskGroup | undefined => (tab === 'TOUTES' ? undefined : tab);
export const parseDeskTab = (value: string | null): DeskTab =>
  (DESK_TABS as readonly string[]).includes(value ?? '') ? (value as DeskTab) : 'TOUTES';

/** The desk's sortable columns, as the API's `sort` names them. */
export const DESK_SORT_KEYS = ['dateCommande', 'total'] as const;
