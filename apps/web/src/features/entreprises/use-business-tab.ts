import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseBusinessTab, type BusinessTab } from '@/lib/paths';
import { leaveAllowed } from './unsaved-changes';

/**
 * The open section is the `tab` query parameter: shareable, and the back button goes to the previous
 * one. Leaving a form with unsaved changes (settings) asks first.
 */
export function useBusinessTab(): [BusinessTab, (tab: BusinessTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseBusinessTab(params.get('tab'));
  const setTab = useCallback(
    (next: BusinessTab) => {
      if (next !== tab && !leaveAllowed()) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      });
    },
    [setParams, tab],
  );
  return [tab, setTab];
}
