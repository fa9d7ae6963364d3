import { checkoutSchema, type CheckoutInput } from '@comoe/shared/schemas/commandes';
import type { Ville } from '@comoe/shared/schemas/catalog';
import type { UserProfile } from '@comoe/shared/schemas/users';
import type { z } from 'zod';
import type { CartItem } from '@/lib/cart/cart-store';

/** What the client fills in; the business and the lines come from the cart. */
export const checkoutFormSchema = checkoutSchema.pick({
  adresseLivraison: true,
  infoSupplementaire: true,
  typePaiement: true,
  latitude: true,
  longitude: true,
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;

const ADDRESS_MAX = 300;

/**
 * The profile has no street address: its landmarks (infoSupplementaire) and its city make the
 * delivery address a courier can follow; its saved position feeds the quote.
 */
export function checkoutDefaults(
  profile: UserProfile | undefined,
  villes: Ville[] | undefined,
): CheckoutFormValues {
  const ville = villes?.find((candidate) => candidate.id === profile?.cityId)?.nom;
  const address = [profile?.infoSupplementaire?.trim(), ville].filter(Boolean).join(', ');
  return {
    adresseLivraison: address.slice(0, ADDRESS_MAX),
    infoSupplementaire: '',
    typePaiement: 'ESPECES',
    latitude: profile?.latitude ?? null,
    longitude: profile?.longitude ?? null,
  };
}

/** The body of POST /api/commandes. */
export function checkoutBody(
  values: CheckoutFormOutput,
  entrepriseId: number,
  items: readonly CartItem[],
): CheckoutInput {
  return {
    ...values,
    entrepriseId,
    items: items.map((item) => ({
      produitId: item.id,
      quantite: item.quantity,
      options: (item.options ?? []).map((o) => o.id),
    })),
  };
}
