import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import type { PayoutAccount, payoutAccountInputSchema } from '@comoe/shared/schemas/entreprise-profile';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';
import { findPayoutAccount, upsertPayoutAccount } from './payouts.repository.ts';

type PayoutInput = z.output<typeof payoutAccountInputSchema>;

/** Where the business is paid (onboarding 'Configurez vos paiements', settings 'Paiement'). */
export function createPayoutsService(app: FastifyInstance) {
  async function get(user: AuthUser, entrepriseId: number): Promise<PayoutAccount> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    const account = await findPayoutAccount(app.db, entrepriseId);
    if (!account) throw notFound(MSG.payoutNotFound, 'PAYOUT_NOT_FOUND');
    return account;
  }

  async function save(user: AuthUser, entrepriseId: number, input: PayoutInput): Promise<PayoutAccount> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: false });
    // The body may repeat the business; it may not name another one.
    if (input.entrepriseId !== undefined && input.entrepriseId !== entrepriseId) {
      throw badRequest(MSG.badRequest, 'ENTREPRISE_MISMATCH');
    }
    const { paymentMethod, paymentNumber, accountName } = input;
    await upsertPayoutAccount(app.db, entrepriseId, { paymentMethod, paymentNumber, accountName });
    return { entrepriseId, paymentMethod, paymentNumber, accountName };
  }

  return { get, save };
}
