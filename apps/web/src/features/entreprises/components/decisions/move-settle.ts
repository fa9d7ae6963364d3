import { ApiError } from '@/lib/api-client';

/**
 * What a question on an order does once answered: closes on success, and also when the order
 * moved meanwhile or is gone (the question is moot; the refetched lists show where it is).
 */
export function moveSettle(close: () => void, onDone?: () => void) {
  const done = () => {
    close();
    onDone?.();
  };
  return {
    onSuccess: done,
    onError: (error: Error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) done();
    },
  };
}
