import { courierNumber } from '@comoe/shared/livreurs';
import { lastDeactivationMotif } from '../../db/admin-journal.ts';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { ENTREPRISE_TYPE_LABELS } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { normalizePhone } from '@comoe/shared/phone';
import { withRolePrefix, parseRole } from '@comoe/shared/roles';
import type { LoginInput, RegisterPayload } from '@comoe/shared/schemas/auth';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { categorieEntrepriseNamed } from '../entreprises/categorie-named.ts';
import { insertEntreprise } from '../entreprises/entreprises.repository.ts';
import { insertCourier } from '../livreurs/livreurs.repository.ts';
import { findVille, villeExists } from '../villes/villes.repository.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { activeAdminIds, findUserByPhone, insertUser } from '../users/users.repository.ts';

/** Compared against when the phone is unknown, so a miss costs as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export function createAuthService(app: FastifyInstance) {
  async function register(input: RegisterPayload) {
    if (!(await villeExists(app.db, input.cityId))) throw badRequest(MSG.cityUnknown, 'CITY_UNKNOWN');
    if (await findUserByPhone(app.db, input.telephone)) throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
    const motDePasseHash = await hashPassword(input.motDePasse);
    // Filed at once under its type's category, so the business shows under a category on the
    // city page as soon as its profile is complete; the owner may choose another one later.
    const categorieId =
      input.role === 'ENTREPRISE'
        ? await categorieEntrepriseNamed(app.db, ENTREPRISE_TYPE_LABELS[input.typeEntreprise])
        : null;
    const now = new Date();
    // Every admin hears of a new business (issue 9), stored with the account, pushed once committed.
    const notices: NewNotification[] = [];
    try {
      const id = await app.db.transaction().execute(async (trx) => {
        const userId = await insertUser(trx, {
          prenom: input.prenom,
          nom: input.nom,
          email: input.email,
          telephone: input.telephone,
          motDePasseHash,
          role: input.role,
          genre: input.role === 'ENTREPRISE' ? null : input.genre,
          dateDeNaissance: input.role === 'ENTREPRISE' ? null : input.dateDeNaissance,
          villeId: input.cityId,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          infoSupplementaire: input.infoSupplementaire,
          photoProfilUrl: null,
          createdAt: now,
          updatedAt: now,
        });
        if (input.role === 'ENTREPRISE') {
          // The owner lands on a dashboard that works: the business exists from the start.
          await insertEntreprise(trx, {
            utilisateurId: userId,
            nom: input.nomEntreprise,
            type: input.typeEntreprise,
            villeId: input.cityId,
            telephone: input.telephone,
            email: input.email,
            adresse: input.infoSupplementaire,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            description: null,
            categorieId,
            typeCuisine: null,
            photoUrl: null,
            photoFacadeUrl: null,
            logoUrl: null,
            noteMoyenne: null,
            createdAt: now,
            updatedAt: now,
          });
          const ville = await findVille(trx, input.cityId);
          for (const utilisateurId of await activeAdminIds(trx)) {
            notices.push({
              utilisateurId,
              titre: ADMIN_MSG.newBusinessTitle,
              corps: ADMIN_MSG.newBusiness(input.nomEntreprise, ville?.nom ?? ''),
              commandeId: null,
            });
          }
          await app.notifier.store(trx, notices);
        }
        if (input.role === 'LIVREUR') {
          await insertCourier(trx, {
            utilisateurId: userId,
            typeTransport: input.typeTransport,
            matricule: courierNumber(userId, now),
            cni: null,
            permis: null,
            permisPhotoUrl: null,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            positionAt: null,
            noteMoyenne: null,
            createdAt: now,
          });
        }
        return userId;
      });
      await app.notifier.deliver(notices);
      return { id, telephone: input.telephone, role: input.role };
    } catch (err) {
      // Two sign-ups with one phone at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
      throw err;
    }
  }

  /** `address`: the client's IP address, as the proxies TRUST_PROXY names report it. */
  async function login(input: LoginInput, address: string) {
    const telephone = normalizePhone(input.telephone);
    const user = await findUserByPhone(app.db, telephone);
    const role = user ? parseRole(user.role) : null;
    // Unknown phones are counted and hashed too: a miss looks and costs the same as a wrong password.
    const ok = await app.passwordTries(`connexion:${telephone}`, address, async () => {
      decoyHash ??= hashPassword(`decoy-${randomInt(1e9)}`);
      const right = await verifyPassword(user?.motDePasseHash ?? (await decoyHash), input.motDePasse);
      return right && user !== undefined && role !== null;
    });
    if (!ok || !user || !role) throw unauthorized(MSG.badCredentials, 'BAD_CREDENTIALS');
    if (user.statut !== 'ACTIF') {
      const motif = await lastDeactivationMotif(app.db, user.id);
      throw forbidden(motif ? MSG.accountDisabledBecause(motif) : MSG.accountDisabled, 'ACCOUNT_DISABLED');
    }
    const token = await app.signToken({ id: user.id, role, tokenVersion: user.tokenVersion });
    return { id: user.id, telephone: user.telephone, role: withRolePrefix(role), token };
  }

  return { register, login };
}
