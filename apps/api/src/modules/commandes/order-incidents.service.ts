import type { FastifyInstance } from 'fastify';
import {
  INCIDENT_MSG,
  MAX_PROBLEMS_PER_ORDER,
  PROBLEM_REPEAT_MINUTES,
  type ProblemType,
} from '@comoe/shared/commandes/incidents';
import type { OrderStatus } from '@comoe/shared/enums';
import { formatPhone } from '@comoe/shared/phone';
import { problemClientNotice, RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import type { MissionProblemAnswer } from '@comoe/shared/schemas/mission-incidents';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { findUserById } from '../users/users.repository.ts';
import { countIncidents, insertIncident, lastReportBy } from './order-incidents.repository.ts';
import { applyTransition, assertMove, loadOrder } from './order-transitions.ts';

/**
 * Issue 22 §3: the courier's way out of a mission gone wrong. Both are moves of the order machine
 * made by the courier who holds it: a release (before pickup) gives the order back to the city,
 * a problem report (after pickup) leaves it on its way and tells its client and business.
 */
export function createOrderIncidentsService(app: FastifyInstance) {
  async function courierOf(user: AuthUser) {
    const me = await findUserById(app.db, user.id);
    return { nom: me ? `${me.prenom} ${me.nom}`.trim() : 'Le livreur', telephone: me?.telephone ?? null };
  }

  /** Only his mission, only before pickup (the machine's row); another courier's move first loses. */
  async function release(user: AuthUser, id: string, motif: string): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    assertMove(order, user, 'rendreMission');
    const me = await courierOf(user);
    return applyTransition(app, {
      order,
      action: 'rendreMission',
      actor: user,
      motif,
      set: { livreurId: null },
      where: { livreurId: user.id },
      notices: { client: INCIDENT_MSG.releasedClient, others: INCIDENT_MSG.releasedBusiness(me.nom, motif) },
    });
  }

  /**
   * A report is refused when the same one was made within PROBLEM_REPEAT_MINUTES, or past
   * MAX_PROBLEMS_PER_ORDER. Counted inside the move, after its conditional update of the order
   * row: on PostgreSQL that update holds the row, so simultaneous reports are counted one after
   * the other; SQLite writes one transaction at a time already.
   */
  async function reportProblem(
    user: AuthUser,
    id: string,
    input: { type: ProblemType; note: string | null },
  ): Promise<MissionProblemAnswer> {
    const order = await loadOrder(app, id);
    assertMove(order, user, 'signalerProbleme');
    const me = await courierOf(user);
    const at = new Date();
    const statut = await applyTransition(app, {
      order,
      action: 'signalerProbleme',
      actor: user,
      where: { livreurId: user.id },
      motif: INCIDENT_MSG.problemHistory(input.type, input.note),
      notices: {
        client: problemClientNotice(input.type, me.telephone && formatPhone(me.telephone)),
        others: INCIDENT_MSG.problemBusiness(input.type, input.note),
        admins: RESCUE_MSG.problemAdmins(me.nom, input.type, input.note),
      },
      after: async (trx) => {
        const since = new Date(at.getTime() - PROBLEM_REPEAT_MINUTES * 60_000);
        const counts = await countIncidents(trx, id, input.type, since);
        if (counts.sameRecently > 0) throw conflict(INCIDENT_MSG.problemRepeated, 'PROBLEM_REPEATED');
        if (counts.total >= MAX_PROBLEMS_PER_ORDER) {
          throw conflict(INCIDENT_MSG.tooManyProblems, 'TOO_MANY_PROBLEMS');
        }
        await insertIncident(trx, {
          commandeId: id,
          livreurId: user.id,
          type: input.type,
          note: input.note,
          createdAt: at,
        });
      },
    });
    return { statut, probleme: { type: input.type, note: input.note, signaleA: at.toISOString() } };
  }

  /** The ISO instant of this courier's last report on the order (what his return waits after), or null. */
  async function reportedAt(id: string, livreurId: number): Promise<string | null> {
    return (await lastReportBy(app.db, id, livreurId))?.toISOString() ?? null;
  }

  return { release, reportProblem, reportedAt };
}
