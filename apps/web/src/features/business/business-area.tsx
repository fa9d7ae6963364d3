import { ComingSoon } from '@/components/coming-soon';

export function BusinessDashboardRoute() {
  return <ComingSoon title="Espace entreprise" />;
}

export function PaymentOnboardingRoute() {
  return <ComingSoon title="Configurer vos paiements" />;
}
