import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminAvis, AdminMessage } from '@comoe/shared/schemas/admin-inbox';
import { notFound } from '../../lib/app-error.ts';
import { paging, type PageRequest } from '../../lib/paging.ts';
import {
  countAvis,
  countMessages,
  findAvis,
  listAvis,
  listMessages,
  markAvisRead,
  markMessageRead,
  type AvisRow,
} from './admin-inbox.repository.ts';

function toMessage(r: NonNullable<Awaited<ReturnType<typeof markMessageRead>>>): AdminMessage {
  return {
    id: r.id,
    nom: r.nom,
    email: r.email,
    sujet: r.sujet,
    message: r.message,
    lu: r.lu,
    date: r.createdAt.toISOString(),
  };
}

function toAvis(r: AvisRow): AdminAvis {
  return {
    id: r.id,
    commandeId: r.commandeId,
    note: r.note,
    noteLivreur: r.noteLivreur,
    commentaire: r.commentaire,
    clientNomComplet: `${r.prenom} ${r.nom}`.trim(),
    entrepriseNom: r.entrepriseNom,
    lu: r.lu,
    date: r.createdAt.toISOString(),
  };
}

/** Messages and Avis (design §9): real lists, unread first; opening one marks it read. */
export function createAdminInboxService(app: FastifyInstance) {
  return {
    async messages(q: PageRequest) {
      const [rows, counts] = await Promise.all([listMessages(app.db, paging(q)), countMessages(app.db)]);
      return { content: rows.map(toMessage), totalElements: counts.total, nonLus: counts.nonLus };
    },
    async readMessage(id: number): Promise<AdminMessage> {
      const row = await markMessageRead(app.db, id);
      if (!row) throw notFound(ADMIN_MSG.messageNotFound, 'MESSAGE_NOT_FOUND');
      return toMessage(row);
    },
    async avis(q: PageRequest) {
      const [rows, counts] = await Promise.all([listAvis(app.db, paging(q)), countAvis(app.db)]);
      return { content: rows.map(toAvis), totalElements: counts.total, nonLus: counts.nonLus };
    },
    async readAvis(id: number): Promise<AdminAvis> {
      const row = (await markAvisRead(app.db, id)) ? await findAvis(app.db, id) : undefined;
      if (!row) throw notFound(ADMIN_MSG.avisNotFound, 'AVIS_NOT_FOUND');
      return toAvis(row);
    },
  };
}
