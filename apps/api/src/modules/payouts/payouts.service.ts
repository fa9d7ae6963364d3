import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type { PayoutAccount, payoutAccountInputSchema } from '@comoe/shared/schemas/entreprise-profile';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { appendJournal } from '../../db/admin-journal.ts';
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

  /** The body may repeat the business; it may not name another one. */
  function assertSameBusiness(input: PayoutInput, entrepriseId: number) {
    if (input.entrepriseId !== undefined && input.entrepriseId !== entrepriseId) {
      throw badRequest(MSG.badRequest, 'ENTREPRISE_MISMATCH');
    }
  }

  async function save(user: AuthUser, entrepriseId: number, input: PayoutInput): Promise<PayoutAccount> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: false });
    assertSameBusiness(input, entrepriseId);
    const { paymentMethod, paymentNumber, accountName } = input;
    await upsertPayoutAccount(app.db, entrepriseId, { paymentMethod, paymentNumber, accountName });
    return { entrepriseId, paymentMethod, paymentNumber, accountName };
  }

  /**
   * Issue 34: an admin enters or corrects the account, even for a deactivated business that can
   * no longer do it itself: journaled, the owner told.
   */
  async function saveByAdmin(admin: AuthUser, entrepriseId: number, input: PayoutInput) {
    const business = await ownedEntreprise(app.db, admin, entrepriseId, { adminMay: true });
    assertSameBusiness(input, entrepriseId);
    const { paymentMethod, paymentNumber, accountName } = input;
    const notice = {
      utilisateurId: business.utilisateurId,
      titre: ADMIN_MSG.payoutAccountNoticeTitle,
      corps: ADMIN_MSG.payoutAccountNotice(paymentNumber),
      commandeId: null,
    };
    await app.db.transaction().execute(async (trx) => {
      await upsertPayoutAccount(trx, entrepriseId, { paymentMethod, paymentNumber, accountName });
      await appendJournal(trx, {
        adminId: admin.id,
        type: 'entreprise.compte-versement',
        cibleType: 'entreprise',
        cibleId: entrepriseId,
        resume: `Compte de versement de « ${business.nom} » enregistré (${paymentMethod}, ${paymentNumber}).`,
      });
      await app.notifier.store(trx, [notice]);
    });
    await app.notifier.deliver([notice]);
    return { entrepriseId, paymentMethod, paymentNumber, accountName };
  }

  return { get, save, saveByAdmin };
}
