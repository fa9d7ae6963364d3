import { BusinessDashboardPage } from './business-dashboard-page';
import { PaymentOnboardingPage } from './onboarding/payment-onboarding-page';

export function BusinessDashboardRoute() {
  return <BusinessDashboardPage />;
}

export function PaymentOnboardingRoute() {
  return <PaymentOnboardingPage />;
}
