import { BusinessDashboardPage } from './business-dashboard-page';

export function BusinessDashboardRoute() {
  return <BusinessDashboardPage />;
}
