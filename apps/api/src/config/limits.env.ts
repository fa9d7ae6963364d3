import { z } from 'zod';
import type { EnvRule } from './env-rule.ts';

const minutes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(fallback);

/** Rates, distances, caches and the order sweeper's delays. */
export const limitsEnv = z.object({
  VILLES_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  MENU_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  ACCOUNT_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  MAX_DELIVERY_KM: z.coerce.number().positive().max(1000).default(30),
  ORDER_REMINDER_MIN: minutes(5),
  ORDER_AUTO_CANCEL_MIN: minutes(15),
  COURIER_WAIT_ALERT_MIN: minutes(10),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  STREAM_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});
type LimitsEnv = z.infer<typeof limitsEnv>;

export const limitsRules: EnvRule<LimitsEnv>[] = [
  {
    check: (e) => e.ORDER_AUTO_CANCEL_MIN > e.ORDER_REMINDER_MIN,
    message: 'doit être plus long que ORDER_REMINDER_MIN (le rappel vient avant l’annulation)',
    path: ['ORDER_AUTO_CANCEL_MIN'],
  },
];
