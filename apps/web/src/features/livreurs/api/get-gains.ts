import { abidjanDay, addDays } from '@comoe/shared/periods';
import { courierGainsSchema } from '@comoe/shared/schemas/courier-gains';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';
import { LABELS } from '@/lib/labels';

/** The periods the per-day list offers: the last 30 days by default, as the API does. */
export const GAINS_PERIODS = ['30-jours', 'mois', 'mois-precedent'] as const;
export type GainsPeriod = (typeof GAINS_PERIODS)[number];
export const GAINS_PERIOD_LABELS: Record<GainsPeriod, string> = {
  '30-jours': '30 derniers jours',
  mois: LABELS.thisMonth,
  'mois-precedent': 'Mois dernier',
};

/** Under 'livreur': a delivery, a payout notice or a reconnection refetches it with the rest. */
export const gainsKeys = {
  all: [...courierKeys.all, 'gains'] as const,
  period: (period: GainsPeriod) => [...courierKeys.all, 'gains', period] as const,
};

/** The days a period covers, in Abidjan time (UTC); none for the API's default. */
export function gainsRange(period: GainsPeriod, now = new Date()): { debut: string; fin: string } | null {
  const today = abidjanDay(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (period) {
    case '30-jours':
      return null;
    case 'mois':
      return { debut: firstOfMonth, fin: today };
    case 'mois-precedent': {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return { debut: `${lastOfPrevious.slice(0, 8)}01`, fin: lastOfPrevious };
    }
  }
}

/** `GET /api/livreurs/gains?debut&fin`: today, week, month, the period's days, owed, paid, cash held. */
export function getGains(period: GainsPeriod) {
  const range = gainsRange(period);
  const query = range ? `?${new URLSearchParams(range).toString()}` : '';
  return courierRequest(`/api/livreurs/gains${query}`, { schema: courierGainsSchema });
}

export const useCourierGains = (period: GainsPeriod) =>
  useQuery({
    queryKey: gainsKeys.period(period),
    queryFn: () => getGains(period),
    placeholderData: keepPreviousData,
  });
