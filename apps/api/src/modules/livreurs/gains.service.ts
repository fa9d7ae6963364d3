import type { FastifyInstance } from 'fastify';
import { abidjanDay, addDays, endOfDay, startOfDay } from '@comoe/shared/periods';
import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import type { AuthUser } from '../../types.ts';
import {
  deliveredBetween,
  deliveredPerDay,
  deliveriesBetween,
  owedTo,
  paidTo,
  recentPayouts,
} from './gains.repository.ts';

const RECENT_PAYOUTS = 20;
const PERIOD_MISSIONS = 50;

/** Monday of the day's week (Abidjan is UTC all year). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Issue 20 §2: what the courier earned, is owed and was paid. */
export function createGainsService(app: FastifyInstance) {
  async function gains(
    user: AuthUser,
    q: { debut?: string | undefined; fin?: string | undefined },
  ): Promise<CourierGains> {
    const now = new Date();
    const today = abidjanDay(now);
    const fin = q.fin ?? today;
    const debut = q.debut ?? addDays(fin, -29);
    const since = (day: string) => deliveredBetween(app.db, user.id, startOfDay(day), now);
    const [aujourdhui, semaine, mois, periode, parJour, owed, verse, payouts, missions] = await Promise.all([
      since(today),
      since(mondayOf(today)),
      since(`${today.slice(0, 8)}01`),
      deliveredBetween(app.db, user.id, startOfDay(debut), endOfDay(fin)),
      deliveredPerDay(app.db, app.dialect, user.id, startOfDay(debut), endOfDay(fin)),
      owedTo(app.db, user.id),
      paidTo(app.db, user.id),
      recentPayouts(app.db, user.id, RECENT_PAYOUTS),
      deliveriesBetween(app.db, user.id, startOfDay(debut), endOfDay(fin), PERIOD_MISSIONS),
    ]);
    return {
      aujourdhui,
      semaine,
      mois,
      periode: { ...periode, debut, fin, parJour },
      du: owed.du,
      verse,
      especesEncaissees: owed.especes,
      missions: missions.map((m) => ({ ...m, livreeAt: m.livreeAt.toISOString() })),
      versements: payouts.map((p) => ({
        date: p.createdAt.toISOString(),
        montant: p.montant,
        commandes: p.commandes,
        reference: p.reference,
      })),
    };
  }
  return { gains };
}
