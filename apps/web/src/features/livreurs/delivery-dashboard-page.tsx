import { CloudOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { ScrollToTopButton } from '@/components/scroll-to-top-button';
import { Skeleton } from '@/components/ui/skeleton';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useOnline } from '@/hooks/use-online';
import { useSignOut } from '@/lib/session/use-sign-out';
import { usePrepaintHandOff } from '@/lib/prepaint/hand-off';
import { useAvailableMissions, useCurrentMissions } from './api/get-missions';
import { useCourierProfile } from './api/get-profile';
import { useCourierStats } from './api/get-stats';
import { AvailabilitySwitch } from './components/availability-switch';
import { CourierTopBar } from './components/courier-top-bar';
import { CourierMap } from './components/courier-map';
import { useFailureToast } from './hooks/use-failure-toast';
import { StatCards } from './components/stat-cards';
import { useCourierLive } from './hooks/use-courier-live';
import { usePositionReporting } from './hooks/use-position-reporting';
import { useCourierCache } from './offline/courier-cache';
import { useHandovers, useOutboxSync } from './offline/courier-outbox';
import { useOfflineReady } from './offline/use-offline-ready';
import {
  COURIER_TABS,
  COURIER_TAB_ICONS,
  COURIER_TAB_LABELS,
  parseCourierTab,
  type CourierTab,
} from './tabs';
import { AvailableTab } from './tabs/available-tab';
import { TEXT } from './texts';

// The other tabs load when the courier opens them (and, once the service worker runs, in the
// background for offline use: offline/use-offline-ready.ts): the missions he opens the app for
// must not wait for his card, his earnings or his handover dialogs on 3G (bench:web's budget).
const CurrentTab = lazy(() => import('./tabs/current-tab').then((m) => ({ default: m.CurrentTab })));
const HistoryTab = lazy(() => import('./tabs/history-tab').then((m) => ({ default: m.HistoryTab })));
const GainsTab = lazy(() => import('./tabs/gains-tab').then((m) => ({ default: m.GainsTab })));
const ProfileTab = lazy(() => import('./profile/profile-tab').then((m) => ({ default: m.ProfileTab })));

/** The tabs of missions to ride to show them on a map above the list (issue 22 §1). */
const MAP_TABS: ReadonlySet<CourierTab> = new Set(['disponibles', 'en-cours']);

const TAB_ITEMS = COURIER_TABS.map((value) => {
  const Icon = COURIER_TAB_ICONS[value];
  return {
    value,
    label: (
      <>
        <Icon aria-hidden="true" />
        <span>{COURIER_TAB_LABELS[value]}</span>
      </>
    ),
  };
});

function LazyTab({ tab }: { tab: Exclude<CourierTab, 'disponibles'> }) {
  const Tab = { 'en-cours': CurrentTab, historique: HistoryTab, gains: GainsTab, profil: ProfileTab }[tab];
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-2xl" aria-hidden="true" />}>
      <Tab />
    </Suspense>
  );
}

function Panel({ tab, available, verifie }: { tab: CourierTab; available: boolean; verifie: boolean }) {
  return tab === 'disponibles' ? (
    <AvailableTab available={available} verifie={verifie} />
  ) : (
    <LazyTab tab={tab} />
  );
}

/** Offline, or handovers waiting: said once at the top rather than on every list. */
function OutboxBanner() {
  const online = useOnline();
  const waiting = useHandovers().filter((h) => h.refusal === null).length;
  return (
    <OfflineBanner
      look="card"
      offline={!online}
      text={TEXT.offline}
      waiting={waiting}
      icon={<CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      testId="offline-banner"
    />
  );
}

/**
 * /delivery-dashboard: the courier's day on a phone held in one hand. The tabs sit at the bottom
 * of a phone's screen, within reach of the thumb, and on top on a larger screen.
 */
export function DeliveryDashboardPage({ userId }: { userId: number }) {
  useCourierCache(userId);
  useOutboxSync(userId);
  useOfflineReady();
  const [params, setParams] = useSearchParams();
  const tab = parseCourierTab(params.get('tab'));
  const profile = useCourierProfile();
  useFailureToast(profile, TEXT.profileLoadFailed);
  const available = profile.data?.disponible ?? false;
  const signOut = useSignOut();
  useCourierLive(available);
  usePositionReporting(available);
  // The missions drawn before the app (./prepaint) give way once the app has what they showed.
  const stats = useCourierStats();
  const offers = useAvailableMissions(available);
  const current = useCurrentMissions();
  usePrepaintHandOff(
    !profile.isPending && !stats.isPending && !current.isPending && (!available || !offers.isPending),
  );

  const select = (next: CourierTab) => {
    setParams(next === 'disponibles' ? {} : { tab: next }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="min-h-dvh bg-stone-50 pb-24 sm:pb-8">
      <CourierTopBar
        name={profile.data ? `${profile.data.prenom} ${profile.data.nom}` : null}
        onSignOut={signOut}
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-3 px-3 py-3">
        <OutboxBanner />
        {profile.data ? (
          <AvailabilitySwitch profile={profile.data} />
        ) : (
          <Skeleton className="h-16 rounded-2xl" />
        )}
        <StatCards />
        <TabList
          id="livreur"
          label="Sections de l'espace livreur"
          items={TAB_ITEMS}
          value={tab}
          onValueChange={select}
          className="fixed inset-x-0 bottom-0 z-30 rounded-none border-t border-border bg-white px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] sm:static sm:rounded-xl sm:border-0 sm:bg-stone-200/70 sm:p-1 sm:shadow-none"
          tabClassName="h-auto min-h-14 flex-col gap-0.5 px-1 py-1.5 text-[0.7rem] leading-tight whitespace-normal text-center max-sm:[&_svg]:block sm:min-h-10 sm:flex-row sm:gap-2 sm:text-sm"
        />
        <TabPanel id="livreur" value={tab}>
          <h2 className="sr-only">{COURIER_TAB_LABELS[tab]}</h2>
          {MAP_TABS.has(tab) && profile.data?.verifie && <CourierMap available={available} />}
          <Panel tab={tab} available={available} verifie={profile.data?.verifie ?? true} />
        </TabPanel>
      </div>
      <ScrollToTopButton className="bottom-24 sm:bottom-4" />
    </div>
  );
}
