import type { FastifyInstance } from 'fastify';
import { nameInitial } from '@comoe/shared/livreurs';
import { MSG } from '@comoe/shared/messages';
import type {
  CourierPosition,
  CourierProfile,
  CourierVerification,
  UpdateCourierProfile,
} from '@comoe/shared/schemas/livreurs';
import { verificationState } from '@comoe/shared/schemas/courier-verification';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { sameCardToken } from '../../lib/card-token.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../types.ts';
import { phoneTakenByOther, updateUser } from '../users/users.repository.ts';
import {
  findByMatricule,
  findCourierProfile,
  giveCardToken,
  savePosition,
  updateCourierDocuments,
} from './livreurs.repository.ts';
import { ordersEnRouteOf } from './position.repository.ts';

/** The courier's own profile and card (spec part 2 "Courier profile"; design §12), and its public check. */
export function createCourierProfileService(app: FastifyInstance) {
  async function profile(user: AuthUser): Promise<CourierProfile> {
    const r = await findCourierProfile(app.db, user.id);
    if (!r) throw notFound(MSG.uploadNeedsLivreur, 'NO_LIVREUR');
    return {
      id: r.id,
      nom: r.nom,
      prenom: r.prenom,
      telephone: r.telephone,
      dateNaissance: r.dateDeNaissance,
      cni: r.cni,
      permis: r.permis,
      matricule: r.matricule,
      urlPhoto: r.photoProfilUrl,
      typeTransport: r.typeTransport,
      villeId: r.villeId,
      disponible: r.disponible,
      verifie: r.verifie,
      statut: r.statut,
      dateInscription: r.createdAt.toISOString(),
      verification: {
        etat: verificationState(r),
        motif: r.verifie ? null : r.verificationMotif,
        cniPhotoUrl: r.cniPhotoUrl,
        permisPhotoUrl: r.permisPhotoUrl,
        documentsAt: r.documentsAt?.toISOString() ?? null,
      },
      jetonCarte: r.jetonCarte ?? (await giveCardToken(app.db, user.id)),
    };
  }

  /**
   * Saves the form. The matricule is the server's (sent back unchanged or left out); the photo
   * was saved by the upload, so only that address (or none) is accepted here.
   */
  async function update(user: AuthUser, input: UpdateCourierProfile): Promise<CourierProfile> {
    const current = await profile(user);
    if (input.matricule !== null && input.matricule !== current.matricule) {
      throw badRequest(MSG.matriculeReadOnly, 'MATRICULE_READ_ONLY');
    }
    if (input.photo !== null && input.photo !== current.urlPhoto) {
      throw badRequest(MSG.courierPhotoViaUpload, 'PHOTO_NOT_UPLOADED');
    }
    if (await phoneTakenByOther(app.db, input.telephone, user.id))
      throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
    try {
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, {
          nom: input.nom,
          prenom: input.prenom,
          telephone: input.telephone,
          dateDeNaissance: input.dateNaissance,
        });
        await updateCourierDocuments(trx, user.id, { cni: input.cni, permis: input.permis });
      });
    } catch (err) {
      // Two accounts taking one number at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
      throw err;
    }
    return profile(user);
  }

  /** Issue 22 §1: each client whose order he carries reads the new position on his map. */
  async function tellFollowers(courierId: number, when: Date): Promise<void> {
    for (const order of await ordersEnRouteOf(app.db, courierId)) {
      await app.events
        .publish({
          audience: { users: [order.clientId] },
          data: { type: 'livreur.position', commandeId: order.id, at: when.toISOString() },
        })
        .catch((err: unknown) => app.log.error({ err }, 'publication'));
    }
  }

  async function reportPosition(user: AuthUser, at: CourierPosition) {
    await profile(user);
    const when = new Date();
    await savePosition(app.db, user.id, at, when);
    await tellFollowers(user.id, when);
    return { latitude: at.latitude, longitude: at.longitude, positionAt: when.toISOString() };
  }

  /**
   * What the QR code's page shows. Matricules are sequential, so without the card's token anyone
   * learns only whether that one is a current, verified courier; the token opens his first name,
   * initial and photo. Never the phone, the birth date nor the ID numbers.
   */
  async function verify(matricule: string, token: string | undefined): Promise<CourierVerification> {
    const r = await findByMatricule(app.db, matricule);
    const valide = !!r && r.statut === 'ACTIF' && r.verifie;
    if (!r || !sameCardToken(r.jetonCarte, token)) return { valide, identite: null };
    return {
      valide,
      identite: {
        prenom: r.prenom,
        nomInitiale: nameInitial(r.nom),
        urlPhoto: r.photoProfilUrl,
        typeTransport: r.typeTransport,
        ville: r.ville,
        actif: r.statut === 'ACTIF',
        verifie: r.verifie,
      },
    };
  }

  return { profile, update, reportPosition, verify };
}
