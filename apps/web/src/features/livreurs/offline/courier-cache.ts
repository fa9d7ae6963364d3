import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { forgetQueries, persistQueries, restoreQueries, type PersistOptions } from '@/lib/persisted-queries';
import { useSession } from '@/lib/session/session-store';
import { courierKeys } from '../api/query-keys';

/** What the courier last saw (missions, figures, profile) stays readable for a week offline. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Bump when the kept answers change shape. */
const VERSION = 1;

const cacheKey = (userId: number) => `comoe:livreur:${userId}:donnees`;
const isCourierQuery = (query: Query) => query.queryKey[0] === courierKeys.all[0];

function options(userId: number): PersistOptions {
  return { key: cacheKey(userId), keep: isCourierQuery, maxAgeMs: MAX_AGE_MS, version: VERSION };
}

/**
 * Puts the courier's last answers back before the first render, so the lists show at once,
 * offline too, then keeps each new answer.
 */
export function useCourierCache(userId: number): void {
  const queryClient = useQueryClient();
  useState(() => restoreQueries(queryClient, options(userId)));
  useEffect(() => persistQueries(queryClient, options(userId)), [queryClient, userId]);
}

// Whoever leaves this phone (sign-out, expired session) leaves no client's name or phone behind.
useSession.subscribe((state, previous) => {
  if (previous.user && previous.user.id !== state.user?.id) forgetQueries(cacheKey(previous.user.id));
});
