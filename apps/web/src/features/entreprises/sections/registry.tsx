import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ListSkeleton } from '@/components/list-states';
import type { BusinessTab } from '@/lib/paths';
import { DashboardSection } from './dashboard-section';
import { OrdersSection } from './orders-section';
import type { SectionProps } from './section-props';

type Section = ComponentType<SectionProps>;

/**
 * The owner's phone opens on the figures or the orders: those two come with the dashboard, every
 * other tab's code (forms, uploads, validation) only when it is opened. On a 400 ms link that is
 * the difference between the orders in 4 s and in 10.
 */
function later(load: () => Promise<Section>): Section {
  const Lazy: LazyExoticComponent<Section> = lazy(() => load().then((component) => ({ default: component })));
  return function LaterSection(props: SectionProps) {
    return (
      <Suspense fallback={<ListSkeleton />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const SECTIONS: Record<BusinessTab, Section> = {
  dashboard: DashboardSection,
  orders: OrdersSection,
  menu: later(() => import('./menu-section').then((m) => m.MenuSection)),
  deliveries: later(() => import('./deliveries-section').then((m) => m.DeliveriesSection)),
  categories: later(() => import('./categories-section').then((m) => m.CategoriesSection)),
  settings: later(() => import('./settings-section').then((m) => m.SettingsSection)),
  'order-history': later(() => import('./order-history-section').then((m) => m.OrderHistorySection)),
  'payment-history': later(() => import('./payment-history-section').then((m) => m.PaymentHistorySection)),
  earnings: later(() => import('./earnings-section').then((m) => m.EarningsSection)),
  reviews: later(() => import('./reviews-section').then((m) => m.ReviewsSection)),
  notifications: later(() => import('./notifications-section').then((m) => m.NotificationsSection)),
};
