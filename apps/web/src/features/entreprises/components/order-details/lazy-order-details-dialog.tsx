import { lazy, Suspense, type ComponentProps } from 'react';

const OrderDetailsDialog = lazy(() =>
  import('./order-details-dialog').then((m) => ({ default: m.OrderDetailsDialog })),
);

/**
 * The order's sheet (history, proof photo, map, courier) comes when an order is opened: the
 * lists that open it show sooner on a slow phone, without ~15 KB they may never use.
 */
export function LazyOrderDetailsDialog(props: ComponentProps<typeof OrderDetailsDialog>) {
  if (props.orderId === null) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailsDialog {...props} />
    </Suspense>
  );
}
