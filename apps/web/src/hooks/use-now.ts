import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs`: for a countdown or an age that must not freeze on screen. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
