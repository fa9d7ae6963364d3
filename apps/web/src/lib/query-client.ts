import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toast';
import { useSession } from './session/session-store';

/** A client error will not fix itself: retry only what may be a passing network or server hiccup. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

// TanStack Query assumes online until an event says otherwise: a page reopened offline would
// try each request and fail instead of waiting for the network with what it has.
onlineManager.setOnline(navigator.onLine);

/**
 * Offline, a change (accept an order, save a product…) waits for the network instead of failing:
 * the person who tapped must know it is waiting, not believe it done or lost. The courier's own
 * outbox (networkMode 'always') says it in its own words.
 */
export const OFFLINE_QUEUED = {
  title: 'Hors connexion',
  text: 'Votre action sera envoyée dès le retour du réseau. Gardez la page ouverte.',
};

const mutationCache = new MutationCache();
mutationCache.subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'pause')
    toast.info(OFFLINE_QUEUED.title, OFFLINE_QUEUED.text);
});

export const queryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another user may sign in on this device: nothing cached for the previous one may show.
useSession.subscribe((state, previous) => {
  if (previous.user && previous.user.id !== state.user?.id) queryClient.clear();
});
