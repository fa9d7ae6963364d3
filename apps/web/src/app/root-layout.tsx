import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { OfflineBanner } from '@/components/offline-banner';
import { PageFallback } from '@/components/page-fallback';
import { ToasterHost } from '@/components/toaster-host';
import { setNavigator } from '@/lib/navigation';
import { hidesFooter, hidesSiteChrome } from '@/lib/paths';
import { useSession } from '@/lib/session/session-store';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';

// Clients only: the tab bar brings the cart store, which visitors never download.
const ClientTabBar = lazy(() => import('@/components/layout/client-tab-bar'));

/** Hands the router to code outside React (the API client's 401 handling). */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

export function RootLayout() {
  const location = useLocation();
  const chrome = !hidesSiteChrome(location.pathname);
  const client = useSession((state) => state.user?.role === 'CLIENT');

  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <OfflineBanner />
      {chrome && <Header />}
      <main id="contenu" className="flex flex-1 flex-col">
        <RouteErrorBoundary resetKey={location.key}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {chrome && !hidesFooter(location.pathname) && <Footer />}
      {chrome && client && (
        <Suspense fallback={null}>
          <ClientTabBar />
        </Suspense>
      )}
      <ToasterHost />
      <NavigatorBridge />
      <ScrollManager />
    </>
  );
}
