import { ComingSoon } from '@/components/coming-soon';
import type { AdminSection } from '@/lib/paths';

const SECTION_TITLES: Record<AdminSection, string> = {
  dashboard: 'Tableau de bord administrateur',
  'user-management': 'Gestion des administrateurs',
  messages: 'Messages',
  reviews: 'Avis des clients',
  'city-management': 'Gestion des villes',
  payouts: 'Paiements des entreprises',
  finances: 'Rapport financier',
  notifications: 'Notifications',
  'delivery-personnel': 'Livreurs',
};

export function AdminLoginRoute() {
  return <ComingSoon title="Connexion administrateur" />;
}

/** The route table only sends known sections here; anything else under /admin is the 404 page. */
export function AdminSectionRoute({ section }: { section: AdminSection }) {
  return <ComingSoon title={SECTION_TITLES[section]} />;
}
