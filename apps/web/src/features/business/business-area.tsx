import { ComingSoon } from '@/components/coming-soon';
import { BusinessDashboardPage } from './business-dashboard-page';

export function BusinessDashboardRoute() {
  return <BusinessDashboardPage />;
}

// Stub until the onboarding page is built; replaced before the area lands.
export function PaymentOnboardingRoute() {
  return <ComingSoon title="Configurer vos paiements" />;
}
