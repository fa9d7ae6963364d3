import { CLIENT_STATUS_MESSAGES } from '@comoe/shared/commandes/statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { selectItemCount, selectTotal, useCart, type CartItem } from '@/lib/cart/cart-store';
import { formatFcfa } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDevis } from '../api/get-devis';
import { isAlreadyPlaced, usePlaceOrder } from '../api/place-order';
import { cartFingerprint, forgetCheckoutKey } from '../checkout-key';
import {
  checkoutBody,
  checkoutFormSchema,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from '../checkout-form-schema';
import { DeliveryFields } from './delivery-fields';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { LABELS } from '@/lib/labels';

type CheckoutFormProps = {
  entrepriseId: number;
  items: CartItem[];
  defaultValues: CheckoutFormValues;
  /** Lines that cannot be ordered, or a closed business: confirming waits until they are solved. */
  blockers: string[];
  profileFailed: boolean;
  /** The cart's lines, laid out in the form's first column. */
  lines: (busy: boolean) => ReactNode;
};

/** A lost connection is worth retrying (the key prevents a second order); a refusal is the server's word. */
function describeError(error: Error | null) {
  if (!error) return null;
  const lost = error instanceof ApiError && error.status === 0;
  return {
    title: lost ? "La commande n'a pas pu être envoyée." : "La commande n'a pas été acceptée.",
    message: error.message,
  };
}

/** A price or the fee moved between the quote and the order: the client must know what they owe. */
const totalChangedMessage = (total: number) =>
  `Un prix ou les frais de livraison ont changé entre-temps : votre commande est de ${formatFcfa(total)}.`;

/** Delivery address, payment and the server's quote, then one confirmation. */
export function CheckoutForm({
  entrepriseId,
  items,
  defaultValues,
  blockers,
  profileFailed,
  lines,
}: CheckoutFormProps) {
  const navigate = useNavigate();
  const subtotal = useCart(selectTotal);
  const itemCount = useCart(selectItemCount);
  const queryClient = useQueryClient();
  const placing = usePlaceOrder();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues,
  });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const devis = useDevis({ entrepriseId, latitude: latitude ?? null, longitude: longitude ?? null });

  // A message about the previous cart must not linger once the cart changed.
  const fingerprint = cartFingerprint(entrepriseId, items);
  const { reset: resetPlacing } = placing;
  useEffect(() => resetPlacing(), [fingerprint, resetPlacing]);

  const leaveForOrders = () => {
    void queryClient.invalidateQueries({ queryKey: ['commandes'] });
    void navigate(paths.ordersClient);
    useCart.getState().clearCart();
  };

  const submit = handleSubmit((values) => {
    const cart = useCart.getState();
    if (placing.isPending || cart.businessId === null || cart.items.length === 0) return;
    // What the client saw before confirming; the server's own total is the one that counts.
    const shownTotal = devis.data ? subtotal + devis.data.fraisLivraison : null;
    placing.mutate(
      {
        checkout: checkoutBody(values, cart.businessId, cart.items),
        cart: cartFingerprint(cart.businessId, cart.items),
      },
      {
        onSuccess: (order) => {
          toast.success('Commande envoyée !', CLIENT_STATUS_MESSAGES[order.statut]);
          if (shownTotal !== null && order.total !== shownTotal) {
            toast.info('Total mis à jour', totalChangedMessage(order.total));
          }
          leaveForOrders();
        },
        onError: (error) => {
          if (isAlreadyPlaced(error)) {
            forgetCheckoutKey();
            toast.info(
              'Commande déjà enregistrée',
              'Votre première tentative avait abouti : la voici dans vos commandes.',
            );
            leaveForOrders();
            return;
          }
          // A sold-out product or a closed business: show it on the lines, keep the cart as it is.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            void queryClient.invalidateQueries({ queryKey: ['cart'] });
            void queryClient.invalidateQueries({ queryKey: ['commandes', 'devis'] });
          }
        },
      },
    );
  });

  const busy = placing.isPending;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Commander"
      className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6"
    >
      <div className="min-w-0 space-y-5">
        {lines(busy)}
        <Card>
          <CardContent className="space-y-4 pt-5 sm:pt-6">
            {profileFailed && (
              <Alert variant="destructive">
                <AlertTitle>{LABELS.profileLoadFailed}</AlertTitle>
              </Alert>
            )}
            <DeliveryFields
              register={register}
              errors={errors}
              located={latitude != null && longitude != null}
              onLocated={(lat, lng) => {
                setValue('latitude', lat, { shouldDirty: true });
                setValue('longitude', lng, { shouldDirty: true });
              }}
              disabled={busy}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <PaymentChoice
              field={register('typePaiement')}
              error={errors.typePaiement?.message}
              disabled={busy}
            />
          </CardContent>
        </Card>
      </div>
      <Card className="lg:sticky lg:top-20">
        <CardContent className="pt-5 sm:pt-6">
          <OrderSummary
            subtotal={subtotal}
            itemCount={itemCount}
            devis={devis}
            blockers={blockers}
            error={describeError(placing.error)}
            pending={busy}
          />
        </CardContent>
      </Card>
    </form>
  );
}
