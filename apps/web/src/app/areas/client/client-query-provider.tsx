import { useQueryClient, type Query } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { forgetQueries, persistQueries, restoreQueries, type PersistOptions } from '@/lib/persisted-queries';
import { QueryProvider } from '@/lib/query-provider';
import { useSession } from '@/lib/session/session-store';

/** What a client last saw stays readable offline for a week: cities, a city's businesses, menus, orders. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
// Its own chunk: the orders' schemas (zod) stay off the first pages a client opens on 3G.
const OrderOutcomeToasts = lazy(() =>
  import('@/features/commandes/api/use-order-outcome-toasts').then((m) => ({ default: m.OrderOutcomeToasts })),
);

/** Bump when the kept answers change shape. */
const VERSION = 1;
const KEPT = new Set(['villes', 'entreprises', 'produits', 'commandes']);

const cacheKey = (userId: number) => `comoe:client:${userId}:donnees`;
const isKept = (query: Query) => KEPT.has(String(query.queryKey[0]));

function options(userId: number): PersistOptions {
  return { key: cacheKey(userId), keep: isKept, maxAgeMs: MAX_AGE_MS, version: VERSION };
}

/** Puts the client's last answers back before the first render, then keeps each new answer. */
function ClientCache({ userId, children }: { userId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => restoreQueries(queryClient, options(userId)));
  useEffect(() => persistQueries(queryClient, options(userId)), [queryClient, userId]);
  return children;
}

/**
 * The client pages' query provider: the shared cache, kept in storage for this client; and
 * wherever the client is, an order that ends says so.
 */
export function ClientQueryProvider({ children }: { children: ReactNode }) {
  const userId = useSession((state) => state.user?.id);
  return (
    <QueryProvider>
      {userId !== undefined && (
        <Suspense fallback={null}>
          <OrderOutcomeToasts />
        </Suspense>
      )}
      {userId === undefined ? children : <ClientCache userId={userId}>{children}</ClientCache>}
    </QueryProvider>
  );
}

// Whoever leaves this phone (sign-out, expired session) leaves no order or address behind.
useSession.subscribe((state, previous) => {
  if (previous.user && previous.user.id !== state.user?.id) forgetQueries(cacheKey(previous.user.id));
});
