import type { FastifyInstance } from 'fastify';
import type { JournalEntry, JournalType } from '@comoe/shared/schemas/admin-journal';
import type { PageRequest } from '../../lib/paging.ts';
import { pageOf, paging } from '../../lib/paging.ts';
import { countJournal, journalPage } from './admin-journal.repository.ts';

/** The admin journal, read only: entries are written by each action, in its own transaction. */
export function createAdminJournalService(app: FastifyInstance) {
  async function list(
    q: PageRequest & {
      adminId?: number | undefined;
      acteurId?: number | undefined;
      utilisateurId?: number | undefined;
      commandeId?: string | undefined;
      type?: JournalType | undefined;
      sort?: { key: 'date'; desc: boolean };
    },
  ) {
    const filter = {
      adminId: q.acteurId ?? q.adminId,
      utilisateurId: q.utilisateurId,
      commandeId: q.commandeId?.toLowerCase(),
      type: q.type,
      asc: q.sort?.desc === false,
      ...paging(q),
    };
    const [rows, total] = await Promise.all([journalPage(app.db, filter), countJournal(app.db, filter)]);
    return pageOf(
      rows.map((r): JournalEntry => ({
        id: r.id,
        type: r.type as JournalType,
        cible: {
          type: r.cibleType,
          id: r.cibleId,
          nom: r.cibleNom,
          utilisateurId: r.cibleUtilisateurId,
          role: r.cibleRole,
          commandeId: r.commandeId,
        },
        resume: r.resume,
        motif: r.motif,
        admin: { id: r.adminId, nom: r.adminNom },
        date: r.createdAt.toISOString(),
      })),
      total,
      q,
    );
  }
  return { list };
}
