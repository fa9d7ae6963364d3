import { ComingSoon } from '@/components/coming-soon';

export function DeliveryDashboardRoute() {
  return <ComingSoon title="Espace Livreur" />;
}
