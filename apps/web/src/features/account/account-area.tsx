import { ComingSoon } from '@/components/coming-soon';

/** /profile and /orders, open to every signed-in role. */
export function ProfileRoute() {
  return <ComingSoon title="Mon profil" />;
}

export function OrdersRoute() {
  return <ComingSoon title="Mes commandes" />;
}
