import { MSG } from '@comoe/shared/messages';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ownEntrepriseQueryKey, useOwnEntreprise } from '@/api/get-own-entreprise';
import { ScrollToTopButton } from '@/components/scroll-to-top-button';
import type { BusinessTab } from '@/lib/paths';
import { QueryProvider } from '@/lib/query-provider';
import { useSignOut } from '@/lib/session/use-sign-out';
import { toast } from '@/lib/toast';
import { useUnreadCount } from './api/get-notifications';
import { businessKeys } from './api/query-keys';
import { EntrepriseNotLoaded } from './components/access-denied';
import { BusinessNav } from './components/business-nav';
import { BusinessTabBar } from './components/business-tab-bar';
import { BusinessTopBar } from './components/business-top-bar';
import { PushBanner } from './components/notifications/push-banner';
import { ProfileBanners } from './components/profile-banners';
import { WaitingOrders } from './components/waiting/waiting-orders';
import { SECTIONS } from './sections/registry';
import { BUSINESS_TAB_LABELS } from './tabs';
import { useBusinessLive } from './use-business-live';
import { useBusinessTab } from './use-business-tab';
import { TEXT } from './texts';

/** /business-dashboard?tab=…: the owner's whole day on one page, one section at a time. */
export function BusinessDashboardPage() {
  // TanStack Query loads with the pages that fetch (lib/query-provider.tsx), never with the landing page.
  return (
    <QueryProvider>
      <Dashboard />
    </QueryProvider>
  );
}

function Dashboard() {
  const [tab, setTab] = useBusinessTab();
  const entreprise = useOwnEntreprise();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: businessKeys.all }) > 0;
  const [menuOpen, setMenuOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  const shownTab = useRef(tab);
  const unread = useUnreadCount();
  useBusinessLive();

  // Changing tab scrolls to the section (spec §2); opening the page keeps it at the top.
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    section.current?.scrollIntoView({ block: 'start' });
  }, [tab]);

  const goTo = (next: BusinessTab) => {
    setMenuOpen(false);
    setTab(next);
  };

  const refresh = () => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey }, { throwOnError: true }),
      queryClient.invalidateQueries({ queryKey: businessKeys.all }, { throwOnError: true }),
    ]).catch(() => toast.error('Erreur', MSG.listRefreshFailed));
  };

  if (!entreprise.isSuccess) return <EntrepriseNotLoaded query={entreprise} onSignOut={signOut} />;

  const Section = SECTIONS[tab];
  const nav = (close: () => void) => (
    <BusinessNav
      current={tab}
      onSelect={(next) => {
        close();
        goTo(next);
      }}
      onRefresh={refresh}
      refreshing={refreshing}
      onSignOut={signOut}
      unread={unread}
    />
  );

  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col gap-4 overflow-y-auto border-r border-border bg-white p-4 lg:flex">
        <p className="px-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">{TEXT.area}</p>
        {nav(() => undefined)}
      </aside>
      <div className="min-w-0">
        <BusinessTopBar
          entreprise={entreprise.data}
          unread={unread}
          onNotifications={() => goTo('notifications')}
          nav={nav}
          menuOpen={menuOpen}
          onMenuOpenChange={setMenuOpen}
        />
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
          <WaitingOrders entrepriseId={entreprise.data.id} />
          <ProfileBanners entreprise={entreprise.data} onSettings={() => goTo('settings')} />
          <PushBanner />
          <BusinessTabBar current={tab} onSelect={goTo} />
          <section ref={section} aria-label={BUSINESS_TAB_LABELS[tab]} className="scroll-mt-20">
            <Section entreprise={entreprise.data} goTo={goTo} />
          </section>
        </div>
      </div>
      <ScrollToTopButton />
    </div>
  );
}
