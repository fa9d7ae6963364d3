import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseBusinessTab, type BusinessTab } from '@/lib/paths';

/** The open section is the `tab` query parameter: shareable, and the back button goes to the previous one. */
export function useBusinessTab(): [BusinessTab, (tab: BusinessTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseBusinessTab(params.get('tab'));
  const setTab = useCallback(
    (next: BusinessTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );
  return [tab, setTab];
}
