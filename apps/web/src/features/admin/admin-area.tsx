import type { AdminSection } from '@/lib/paths';
import { QueryProvider } from '@/lib/query-provider';
import { AdminLayout } from './layout/admin-layout';
import { AdminLoginPage } from './login/admin-login-page';
import { SECTIONS } from './sections/registry';

export function AdminLoginRoute() {
  return (
    <QueryProvider>
      <AdminLoginPage />
    </QueryProvider>
  );
}

/** Sidebar and top bar around every admin screen, the 404 of /admin/* included. */
export function AdminLayoutRoute() {
  // TanStack Query loads with the pages that fetch (lib/query-provider.tsx), never with the landing page.
  return (
    <QueryProvider>
      <AdminLayout />
    </QueryProvider>
  );
}

/** The route table only sends known sections here; anything else under /admin is the 404 page. */
export function AdminSectionRoute({ section }: { section: AdminSection }) {
  const Section = SECTIONS[section];
  return <Section />;
}
