import type { FastifyInstance } from 'fastify';
import { pauseUntilTomorrow } from '@comoe/shared/horaires/ouverture';
import {
  hasHoraires,
  type EtatOuverture,
  type Horaires,
  type HorairesBody,
  type PauseInput,
} from '@comoe/shared/schemas/horaires';
import { normalizeHoraires, ouvertureOfRow, readHoraires } from '../../lib/horaires-column.ts';
import type { AuthUser } from '../../types.ts';
import { ownedEntreprise } from './entreprise-access.ts';
import { updateEntreprise } from './entreprises.repository.ts';

const MINUTE_MS = 60_000;

/** The owner's view of the opening: the switch, a running pause, what clients see now. */
export function etatOuverture(
  row: { horaires: string | null; pauseFinAt: Date | null; ouverte: boolean },
  now: number,
): EtatOuverture {
  const pause = row.pauseFinAt && row.pauseFinAt.getTime() > now ? row.pauseFinAt : null;
  return {
    ouverte: row.ouverte,
    pauseFinAt: pause ? pause.toISOString() : null,
    ...ouvertureOfRow(row, now),
  };
}

/** Opening hours, closing dates and timed pauses of a business (issue 21 §2). */
export function createHorairesService(app: FastifyInstance) {
  async function get(user: AuthUser, id: number): Promise<Horaires> {
    const e = await ownedEntreprise(app.db, user, id, { adminMay: true });
    // Past closing dates drop out as days go by.
    return normalizeHoraires(readHoraires(e.horaires) ?? { jours: [], fermetures: [] }, app.clock());
  }

  async function put(user: AuthUser, id: number, input: HorairesBody): Promise<Horaires> {
    await ownedEntreprise(app.db, user, id, { adminMay: true });
    const horaires = normalizeHoraires(input, app.clock());
    const empty = !hasHoraires(horaires) && horaires.fermetures.length === 0;
    await updateEntreprise(app.db, id, { horaires: empty ? null : JSON.stringify(horaires) });
    // Lists cache what clients see of the business: at once on this process.
    app.menus.clear(id);
    return horaires;
  }

  async function pause(user: AuthUser, id: number, input: PauseInput): Promise<EtatOuverture> {
    const e = await ownedEntreprise(app.db, user, id, { adminMay: true });
    const now = app.clock();
    const pauseFinAt =
      input.minutes !== undefined
        ? new Date(now + input.minutes * MINUTE_MS)
        : pauseUntilTomorrow(readHoraires(e.horaires), now);
    await updateEntreprise(app.db, id, { pauseFinAt });
    app.menus.clear(id);
    return etatOuverture({ ...e, pauseFinAt }, now);
  }

  async function resume(user: AuthUser, id: number): Promise<EtatOuverture> {
    const e = await ownedEntreprise(app.db, user, id, { adminMay: true });
    await updateEntreprise(app.db, id, { pauseFinAt: null });
    app.menus.clear(id);
    return etatOuverture({ ...e, pauseFinAt: null }, app.clock());
  }

  return { get, put, pause, resume };
}
