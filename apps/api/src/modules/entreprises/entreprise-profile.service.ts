import type { FastifyInstance } from 'fastify';
import type { EntreprisePictureKind } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import {
  isProfileComplete,
  type EntrepriseProfile,
  type OwnEntreprise,
} from '@comoe/shared/schemas/entreprise-profile';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { storeImage } from '../../lib/images.ts';
import type { AuthUser } from '../../types.ts';
import { assertOwnPicture, removeReplaced, removeStoredFile } from '../../lib/stored-files.ts';
import { villeExists } from '../villes/villes.repository.ts';
import { categorieEntrepriseNamed } from './categorie-named.ts';
import { entrepriseOfCaller, ownedEntreprise } from './entreprise-access.ts';
import { etatOuverture } from './horaires.service.ts';
import {
  categorieEntrepriseExists,
  findEntrepriseDetails,
  updateEntreprise,
  type EntrepriseDetailsRow,
} from './entreprises.repository.ts';

export function toOwnEntreprise(row: EntrepriseDetailsRow, now: number): OwnEntreprise {
  const etat = etatOuverture(row, now);
  return {
    id: row.id,
    utilisateurId: row.utilisateurId,
    nom: row.nom,
    description: row.description,
    adresse: row.adresse,
    email: row.email,
    telephone: row.telephone,
    type: row.type,
    villeId: row.villeId,
    categorieId: row.categorieId,
    categorieNom: row.categorieNom,
    typeCuisine: row.typeCuisine,
    photoUrl: row.photoUrl,
    photoFacadeUrl: row.photoFacadeUrl,
    logoUrl: row.logoUrl,
    latitude: row.latitude,
    longitude: row.longitude,
    delaiLivraison: row.delaiLivraison,
    ouverte: row.ouverte,
    rating: row.noteMoyenne,
    nombreAvis: row.nombreAvis,
    delaiPreparationHabituelMin: row.delaiPreparationHabituelMin,
    profilComplet: isProfileComplete(row),
    pauseFinAt: etat.pauseFinAt,
    ouverteMaintenant: etat.ouverteMaintenant,
    prochainChangement: etat.prochainChangement,
  };
}

/** The owner's settings: the company profile, 'Ouvert / Fermé'. */
export function createEntrepriseProfileService(app: FastifyInstance) {
  async function me(user: AuthUser): Promise<OwnEntreprise> {
    const row = await findEntrepriseDetails(app.db, { utilisateurId: user.id });
    if (!row) throw notFound(MSG.entrepriseMissing, 'NO_ENTREPRISE');
    return toOwnEntreprise(row, app.clock());
  }

  async function details(id: number): Promise<OwnEntreprise> {
    const row = await findEntrepriseDetails(app.db, { id });
    if (!row) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
    return toOwnEntreprise(row, app.clock());
  }

  async function update(user: AuthUser, id: number, input: EntrepriseProfile): Promise<OwnEntreprise> {
    const current = await ownedEntreprise(app.db, user, id, { adminMay: true });
    if (!(await villeExists(app.db, input.villeId))) throw badRequest(MSG.cityUnknown, 'CITY_UNKNOWN');
    assertOwnPicture(input.photoFacadeUrl, current.photoFacadeUrl);
    assertOwnPicture(input.logoUrl, current.logoUrl);
    let categorieId: number;
    if (input.categorieId === null) {
      categorieId = await categorieEntrepriseNamed(app.db, input.categorieNom);
    } else {
      if (!(await categorieEntrepriseExists(app.db, input.categorieId))) {
        throw badRequest(MSG.categorieInvalid, 'CATEGORIE_UNKNOWN');
      }
      categorieId = input.categorieId;
    }
    await updateEntreprise(app.db, id, {
      nom: input.nom,
      description: input.description,
      adresse: input.adresse,
      email: input.email,
      telephone: input.telephone,
      type: input.type,
      villeId: input.villeId,
      categorieId,
      // A cuisine means something for a restaurant only.
      typeCuisine: input.type === 'RESTAURANT' ? input.typeCuisine : null,
      photoFacadeUrl: input.photoFacadeUrl,
      logoUrl: input.logoUrl,
      ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
      ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
      ...(input.delaiPreparationHabituelMin !== undefined
        ? { delaiPreparationHabituelMin: input.delaiPreparationHabituelMin }
        : {}),
    });
    // Name, photos and completeness show on the client's pages: at once on this process.
    app.menus.clear(id);
    await removeReplaced(app.fileStore, current.photoFacadeUrl, input.photoFacadeUrl);
    await removeReplaced(app.fileStore, current.logoUrl, input.logoUrl);
    return details(id);
  }

  /** A closed business stays listed ('Fermé') and refuses checkout. */
  async function setOuverture(user: AuthUser, id: number, ouverte: boolean): Promise<{ ouverte: boolean }> {
    await ownedEntreprise(app.db, user, id, { adminMay: true });
    await updateEntreprise(app.db, id, { ouverte });
    app.menus.clear(id);
    return { ouverte };
  }

  /** `POST /api/files/upload/entreprise/{facade|logo}`: the owner's picture, the previous file deleted. */
  async function setPicture(user: AuthUser, kind: EntreprisePictureKind, bytes: Buffer): Promise<string> {
    const e = await entrepriseOfCaller(app.db, user);
    const name = await storeImage(bytes, app.fileStore, `uploads/${kind}`, kind === 'logo' ? 512 : 1280);
    const url = `/uploads/${kind}/${name}`;
    await updateEntreprise(app.db, e.id, kind === 'logo' ? { logoUrl: url } : { photoFacadeUrl: url });
    // The facade decides whether clients see the business (design §12).
    app.menus.clear(e.id);
    await removeStoredFile(app.fileStore, kind === 'logo' ? e.logoUrl : e.photoFacadeUrl);
    return url;
  }

  return { me, update, setOuverture, setPicture };
}
