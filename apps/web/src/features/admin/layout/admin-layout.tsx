import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/get-user';
import { ScrollToTopButton } from '@/components/scroll-to-top-button';
import { useSession } from '@/lib/session/session-store';
import { useSignOut } from '@/lib/session/use-sign-out';
import { useUnreadAvis } from '../api/get-avis';
import { useUnreadMessages } from '../api/get-messages';
import { useUnreadNotifications } from '../api/get-notifications';
import { useDeskAttention } from '../api/get-desk-orders';
import { useVerificationWaiting } from '../api/get-verification-queue';
import { useAdminLive } from '../use-admin-live';
import type { UnreadCounts } from '../admin-sections';
import { SectionFallback } from '../components/section-fallback';
import { AdminNav } from './admin-nav';
import { AdminTopBar } from './admin-top-bar';
import { TEXT } from '../texts';

/** /admin/*: the sidebar (a sheet on a phone), the top bar with the admin's name, and the screen. */
export function AdminLayout() {
  const userId = useSession((state) => state.user?.id ?? 0);
  const profile = useQuery({ ...userQueryOptions(userId), enabled: userId > 0 });
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  useAdminLive();
  const unread: UnreadCounts = {
    commandes: useDeskAttention(),
    'livreurs/verification': useVerificationWaiting(),
    messages: useUnreadMessages(),
    reviews: useUnreadAvis(),
    notifications: useUnreadNotifications(),
  };
  const name = profile.data ? `${profile.data.prenom} ${profile.data.nom}`.trim() : null;

  const nav = (close: () => void) => <AdminNav unread={unread} onNavigate={close} onSignOut={signOut} />;

  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="hidden border-r border-border bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-4 overflow-y-auto p-4">
          <p className="px-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">{TEXT.area}</p>
          {nav(() => undefined)}
        </div>
      </aside>
      <div className="min-w-0">
        <AdminTopBar
          name={name}
          nav={nav}
          menuOpen={menuOpen}
          onMenuOpenChange={setMenuOpen}
          onSignOut={signOut}
        />
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
          <Suspense fallback={<SectionFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
      <ScrollToTopButton />
    </div>
  );
}
