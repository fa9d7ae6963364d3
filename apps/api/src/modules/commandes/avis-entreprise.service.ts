import type { FastifyInstance } from 'fastify';
import { AVIS_MSG, type AvisEntreprise, type AvisPage } from '@comoe/shared/schemas/avis-entreprise';
import { conflict, notFound } from '../../lib/app-error.ts';
import { paging, type PageRequest } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { existingEntreprise, ownedEntreprise } from '../entreprises/entreprise-access.ts';
import { avisRows, countAvis, findAvisOf, setReponseOnce } from './avis-entreprise.repository.ts';

type AvisRow = Awaited<ReturnType<typeof avisRows>>[number];

function toAvis(r: AvisRow): AvisEntreprise {
  return {
    id: r.id,
    clientPrenom: r.clientPrenom,
    note: r.note,
    commentaire: r.commentaire,
    createdAt: r.createdAt.toISOString(),
    reponse: r.reponse,
    reponseAt: r.reponseAt ? r.reponseAt.toISOString() : null,
  };
}

/** Issue 21 §4: the owner reads his reviews and answers each once; clients read them on his page. */
export function createAvisEntrepriseService(app: FastifyInstance) {
  async function page(entrepriseId: number, q: PageRequest, avecTexte: boolean): Promise<AvisPage> {
    const [rows, totalElements] = await Promise.all([
      avisRows(app.db, entrepriseId, paging(q), avecTexte),
      countAvis(app.db, entrepriseId, avecTexte),
    ]);
    return { content: rows.map(toAvis), totalElements };
  }

  async function list(user: AuthUser, entrepriseId: number, q: PageRequest): Promise<AvisPage> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    return page(entrepriseId, q, false);
  }

  /** The business page shows what was written: reviews with a comment or a reply. */
  async function publicList(entrepriseId: number, q: PageRequest): Promise<AvisPage> {
    await existingEntreprise(app.db, entrepriseId);
    return page(entrepriseId, q, true);
  }

  async function reply(
    user: AuthUser,
    entrepriseId: number,
    avisId: number,
    texte: string,
  ): Promise<AvisEntreprise> {
    const entreprise = await ownedEntreprise(app.db, user, entrepriseId, { adminMay: false });
    const avis = await findAvisOf(app.db, entrepriseId, avisId);
    // Another business's review reads as unknown: its existence is none of this owner's business.
    if (!avis) throw notFound(AVIS_MSG.avisNotFound, 'AVIS_NOT_FOUND');
    if (avis.reponse !== null) throw conflict(AVIS_MSG.dejaRepondu, 'AVIS_DEJA_REPONDU');
    const at = new Date();
    const notice: NewNotification = {
      utilisateurId: avis.clientId,
      titre: AVIS_MSG.reponseNoticeTitle,
      corps: AVIS_MSG.reponseNotice(entreprise.nom, texte),
      commandeId: avis.commandeId,
    };
    await app.db.transaction().execute(async (trx) => {
      if (!(await setReponseOnce(trx, entrepriseId, avisId, texte, at))) {
        throw conflict(AVIS_MSG.dejaRepondu, 'AVIS_DEJA_REPONDU');
      }
      await app.notifier.store(trx, [notice], at);
    });
    await app.notifier.deliver([notice]);
    return toAvis({ ...avis, reponse: texte, reponseAt: at });
  }

  return { list, publicList, reply };
}
