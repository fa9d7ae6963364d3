import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../enums.ts';
import { allowedMoves } from './allowed-moves.ts';
import { canMove, missionsChange, type MoveActor, type OrderFacts } from './machine.ts';
import { RESCUE_MSG, RETURN_WAIT_MINUTES } from './rescue.ts';

/** One order of Bassam (ville 1): client 10, business owner 20, courier 30 on it, who reported a problem an hour ago. */
const order = (statut: OrderStatus): Required<OrderFacts> => ({
  statut,
  clientId: 10,
  ownerId: 20,
  livreurId: 30,
  villeId: 1,
  problemeSignaleA: new Date(Date.now() - 3_600_000).toISOString(),
});
const PARTY = {
  LIVREUR: { role: 'LIVREUR', id: 30, villeId: 1, disponible: true },
  ADMIN: { role: 'ADMIN', id: 1 },
} as const satisfies Record<string, MoveActor>;

describe('the ways out of an order stuck on its way (issue 34 §1)', () => {
  const courier = PARTY.LIVREUR;
  const admin = PARTY.ADMIN;

  it('lets the desk hand a taken order to another courier, the status staying', () => {
    for (const statut of ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'] as const) {
      expect(canMove(order(statut), admin, 'transferer')).toEqual({ ok: true, to: statut });
    }
    expect(canMove({ ...order('EN_ATTENTE_LIVREUR'), livreurId: null }, admin, 'transferer').ok).toBe(false);
    expect(missionsChange('transferer', 'PRETE')).toBeNull();
    const desk = allowedMoves(order('PRETE'), admin);
    expect(desk.find((o) => o.move === 'transferer')).toMatchObject({ allowed: true, to: 'PRETE' });
  });

  it('lets the desk close only an order on its way, delivered or brought back', () => {
    expect(canMove(order('EN_LIVRAISON'), admin, 'cloturerLivree')).toEqual({ ok: true, to: 'LIVREE' });
    expect(canMove(order('EN_LIVRAISON'), admin, 'cloturerRetour')).toEqual({ ok: true, to: 'ANNULEE' });
    expect(canMove(order('PRETE'), admin, 'cloturerLivree')).toMatchObject({ refusal: { status: 409 } });
    expect(canMove(order('EN_LIVRAISON'), courier, 'cloturerRetour')).toMatchObject({
      refusal: { status: 403 },
    });
  });

  it('lets the courier bring it back only after a report and the wait, saying how long is left', () => {
    const now = Date.parse('2026-05-04T10:00:00.000Z');
    const reportedAgo = (minutes: number) => ({
      ...order('EN_LIVRAISON'),
      problemeSignaleA: new Date(now - minutes * 60_000).toISOString(),
    });
    expect(canMove({ ...order('EN_LIVRAISON'), problemeSignaleA: null }, courier, 'rapporter', now)).toEqual({
      ok: false,
      refusal: { status: 409, code: 'NO_PROBLEM', message: RESCUE_MSG.noProblemYet },
    });
    expect(canMove(reportedAgo(3), courier, 'rapporter', now)).toEqual({
      ok: false,
      refusal: { status: 409, code: 'WAIT_NOT_OVER', message: RESCUE_MSG.waitLeft(RETURN_WAIT_MINUTES - 3) },
    });
    expect(canMove(reportedAgo(9.5), courier, 'rapporter', now)).toMatchObject({
      refusal: { message: RESCUE_MSG.waitLeft(1) },
    });
    expect(canMove(reportedAgo(RETURN_WAIT_MINUTES), courier, 'rapporter', now)).toEqual({
      ok: true,
      to: 'ANNULEE',
    });
    // Someone else's mission, or before pickup, is refused before the wait is even looked at.
    expect(canMove(reportedAgo(1), { ...courier, id: 31 }, 'rapporter', now)).toMatchObject({
      refusal: { status: 404 },
    });
    expect(canMove({ ...reportedAgo(1), statut: 'PRETE' }, courier, 'rapporter', now)).toMatchObject({
      refusal: { status: 409, code: 'BAD_TRANSITION' },
    });
  });
});
