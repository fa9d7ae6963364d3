import type { ComponentType } from 'react';
import type { BusinessTab } from '@/lib/paths';
import { CategoriesSection } from './categories-section';
import { DashboardSection } from './dashboard-section';
import { DeliveriesSection } from './deliveries-section';
import { EarningsSection } from './earnings-section';
import { MenuSection } from './menu-section';
import { NotificationsSection } from './notifications-section';
import { OrderHistorySection } from './order-history-section';
import { OrdersSection } from './orders-section';
import { PaymentHistorySection } from './payment-history-section';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';

export const SECTIONS: Record<BusinessTab, ComponentType<SectionProps>> = {
  dashboard: DashboardSection,
  orders: OrdersSection,
  menu: MenuSection,
  deliveries: DeliveriesSection,
  categories: CategoriesSection,
  settings: SettingsSection,
  'order-history': OrderHistorySection,
  'payment-history': PaymentHistorySection,
  earnings: EarningsSection,
  notifications: NotificationsSection,
};
