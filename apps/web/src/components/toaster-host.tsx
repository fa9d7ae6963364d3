import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToaster } from '@/lib/toast';

const AppToaster = lazy(() => import('./app-toaster'));

/** Mounts the toaster with the first toast only (see lib/toast). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
