import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../enums.ts';
import { MSG } from '../messages.ts';
import { allowedMoves } from './allowed-moves.ts';
import {
  canMove,
  missionsChange,
  SAME_STATUS,
  moveRoles,
  ORDER_MACHINE,
  ORDER_MOVES,
  ORDER_START,
  type MoveActor,
  type MoveActorRole,
  type OrderFacts,
  type OrderMove,
} from './machine.ts';
import { isFinished } from './statuses.ts';
import type { SameStatus } from './machine-types.ts';
import { DESIGN, SAYS_MORE } from './machine.test-table.ts';

const ROLES: MoveActorRole[] = ['CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN', 'SYSTEME'];

/** Long enough ago that any wait after a problem report is over. */
const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

/** One order of Bassam (ville 1): client 10, business owner 20, courier 30 on it, who reported a problem an hour ago. */
const order = (statut: OrderStatus, livreurId: number | null = 30): Required<OrderFacts> => ({
  statut,
  clientId: 10,
  ownerId: 20,
  livreurId,
  villeId: 1,
  problemeSignaleA: AN_HOUR_AGO,
});

/** Each role as the party of that order: the rightful actor for every guard. */
const PARTY: Record<MoveActorRole, MoveActor> = {
  CLIENT: { role: 'CLIENT', id: 10 },
  ENTREPRISE: { role: 'ENTREPRISE', id: 20 },
  LIVREUR: { role: 'LIVREUR', id: 30, villeId: 1, disponible: true },
  ADMIN: { role: 'ADMIN', id: 1 },
  SYSTEME: { role: 'SYSTEME', id: null },
};

describe('the order machine, walked whole', () => {
  it('holds design §3 and nothing else', () => {
    for (const move of ORDER_MOVES) {
      const row = ORDER_MACHINE[move];
      expect({ from: [...row.from], to: row.to, roles: Object.keys(row.by) }).toEqual(DESIGN[move]);
    }
    expect([...ORDER_MOVES].sort()).toEqual(Object.keys(DESIGN).sort());
    expect(ORDER_START).toBe('EN_ATTENTE_ENTREPRISE');
  });

  const cases = ORDER_MOVES.flatMap((move) =>
    ROLES.flatMap((role) => ORDER_STATUSES.map((statut) => [move, role, statut] as const)),
  );

  it.each(cases)(
    '%s by %s from %s: allowed exactly as the table says, else a French reason',
    (move, role, statut) => {
      const verdict = canMove(order(statut), PARTY[role], move);
      const expected = DESIGN[move];
      if (!expected.roles.includes(role)) {
        expect(verdict).toEqual({
          ok: false,
          refusal: { status: 403, code: 'WRONG_ROLE', message: MSG.forbidden },
        });
      } else if (!expected.from.includes(statut)) {
        expect(verdict.ok).toBe(false);
        if (verdict.ok) return;
        expect(verdict.refusal.status).toBe(409);
        expect(verdict.refusal.message).toBe(
          SAYS_MORE[move]?.[statut] ??
            (move === 'accepterMission' ? MSG.missionTaken : MSG.orderTransitionRefused(statut)),
        );
      } else {
        expect(verdict).toEqual({ ok: true, to: expected.to === SAME_STATUS ? statut : expected.to });
      }
    },
  );

  it('never lets a finished order move, whoever asks', () => {
    for (const statut of ORDER_STATUSES.filter(isFinished)) {
      for (const role of ROLES) {
        expect(allowedMoves(order(statut), PARTY[role]).filter((o) => o.allowed)).toEqual([]);
      }
    }
  });

  it('says why a refused move is refused, in French and without a raw status code', () => {
    const options = allowedMoves(order('PRETE'), PARTY.ENTREPRISE);
    expect(options.map((o) => o.move)).toEqual([
      'accepter',
      'refuser',
      'marquerPrete',
      'annuler',
      'repousserDelai',
    ]);
    const accept = options.find((o) => o.move === 'accepter');
    expect(accept).toMatchObject({
      allowed: false,
      reason: 'Action impossible : la commande est au statut « Prête ».',
    });
    expect(options.find((o) => o.move === 'annuler')).toMatchObject({ allowed: true, to: 'ANNULEE' });
  });

  it('lets in, on each route, exactly the roles of its row (the server itself has no route)', () => {
    expect(moveRoles('annuler')).toEqual(['ENTREPRISE', 'ADMIN']);
    expect(moveRoles('annulerSansReponse')).toEqual([]);
    expect(moveRoles('accepterMission')).toEqual(['LIVREUR']);
  });

  it("never offers a deactivation's consequence as a button: the server makes it", () => {
    expect(canMove(order('PRETE'), PARTY.ADMIN, 'annulerDesactivation')).toEqual({ ok: true, to: 'ANNULEE' });
    expect(canMove(order('EN_LIVRAISON'), PARTY.ADMIN, 'annulerDesactivation').ok).toBe(false);
    const desk = allowedMoves(order('PRETE'), PARTY.ADMIN).map((o) => o.move);
    expect(desk).not.toContain('annulerDesactivation');
    expect(desk).toContain('annuler');
  });
});

describe('the guards', () => {
  it("answers someone else's order like a missing one", () => {
    const notFound = {
      ok: false,
      refusal: { status: 404, code: 'ORDER_NOT_FOUND', message: MSG.orderNotFound },
    };
    expect(canMove(order('EN_ATTENTE_ENTREPRISE'), { role: 'CLIENT', id: 11 }, 'annulerClient')).toEqual(
      notFound,
    );
    expect(canMove(order('EN_ATTENTE_ENTREPRISE'), { role: 'ENTREPRISE', id: 21 }, 'accepter')).toEqual(
      notFound,
    );
    expect(canMove(order('PRETE'), { role: 'LIVREUR', id: 31 }, 'marquerRecuperee')).toEqual(notFound);
    expect(canMove(order('PRETE', null), { role: 'LIVREUR', id: 30 }, 'marquerRecuperee')).toEqual(notFound);
    // The guard comes before the status: another's order is not disclosed by its status either.
    expect(canMove(order('LIVREE'), { role: 'CLIENT', id: 11 }, 'annulerClient')).toEqual(notFound);
  });

  it('gives a mission only to an available courier of its city', () => {
    const waiting = order('EN_ATTENTE_LIVREUR', null);
    const courier = { role: 'LIVREUR', id: 31, villeId: 1, disponible: true } as const;
    expect(canMove(waiting, courier, 'accepterMission')).toEqual({ ok: true, to: 'ACCEPTEE' });
    expect(canMove(waiting, { ...courier, villeId: 2 }, 'accepterMission')).toMatchObject({
      refusal: { status: 403, code: 'OTHER_CITY', message: MSG.courierOtherCity },
    });
    expect(canMove(waiting, { ...courier, villeId: null }, 'accepterMission')).toMatchObject({
      refusal: { status: 403, code: 'OTHER_CITY' },
    });
    expect(canMove(waiting, { ...courier, disponible: false }, 'accepterMission')).toMatchObject({
      refusal: { status: 409, code: 'UNAVAILABLE', message: MSG.courierUnavailable },
    });
    expect(canMove(waiting, { ...courier, verifie: false }, 'accepterMission')).toMatchObject({
      refusal: { status: 403, code: 'NOT_VERIFIED', message: MSG.courierNotVerified },
    });
    expect(canMove(waiting, { ...courier, verifie: true }, 'accepterMission').ok).toBe(true);
    expect(canMove(order('ACCEPTEE'), courier, 'accepterMission')).toMatchObject({
      refusal: { status: 409, code: 'MISSION_TAKEN', message: MSG.missionTaken },
    });
  });

  it('lets an admin cancel any open order, and a screen whose list is already its own leave the parties out', () => {
    expect(canMove(order('EN_LIVRAISON'), PARTY.ADMIN, 'annuler')).toEqual({ ok: true, to: 'ANNULEE' });
    expect(canMove({ statut: 'EN_ATTENTE_ENTREPRISE' }, { role: 'ENTREPRISE' }, 'accepter').ok).toBe(true);
    expect(canMove({ statut: 'PRETE' }, { role: 'LIVREUR' }, 'marquerRecuperee').ok).toBe(true);
  });
});

describe("the courier's own way out (issue 22 §3)", () => {
  const courier = PARTY.LIVREUR;
  it('lets him hand back only his mission, and only before pickup', () => {
    expect(canMove(order('ACCEPTEE'), courier, 'rendreMission')).toEqual({
      ok: true,
      to: 'EN_ATTENTE_LIVREUR',
    });
    expect(canMove(order('PRETE'), courier, 'rendreMission')).toEqual({ ok: true, to: 'EN_ATTENTE_LIVREUR' });
    expect(canMove(order('EN_LIVRAISON'), courier, 'rendreMission')).toMatchObject({
      refusal: { status: 409, code: 'ALREADY_PICKED_UP' },
    });
    expect(canMove(order('PRETE'), { ...courier, id: 31 }, 'rendreMission')).toMatchObject({
      refusal: { status: 404 },
    });
    expect(missionsChange('rendreMission', 'PRETE')).toBe('offre');
  });

  it('lets him report a problem only on his way, the order staying there', () => {
    expect(canMove(order('EN_LIVRAISON'), courier, 'signalerProbleme')).toEqual({
      ok: true,
      to: 'EN_LIVRAISON',
    });
    expect(canMove(order('EN_LIVRAISON'), { ...courier, id: 31 }, 'signalerProbleme')).toMatchObject({
      refusal: { status: 404 },
    });
    expect(canMove(order('EN_LIVRAISON'), PARTY.CLIENT, 'signalerProbleme')).toMatchObject({
      refusal: { status: 403 },
    });
    const now = allowedMoves(order('EN_LIVRAISON'), courier)
      .filter((o) => o.allowed)
      .map((o) => o.move);
    expect(now).toEqual(['marquerLivree', 'signalerProbleme', 'rapporter']);
  });
});

describe('what a move tells the couriers', () => {
  it('offers the mission when the business accepts, withdraws it when taken or cancelled while offered', () => {
    expect(missionsChange('accepter', 'EN_ATTENTE_ENTREPRISE')).toBe('offre');
    expect(missionsChange('accepterMission', 'EN_ATTENTE_LIVREUR')).toBe('retire');
    expect(missionsChange('annuler', 'EN_ATTENTE_LIVREUR')).toBe('retire');
    expect(missionsChange('annuler', 'PRETE')).toBeNull();
    expect(missionsChange('refuser', 'EN_ATTENTE_ENTREPRISE')).toBeNull();
  });

  it('puts a released mission back on the list and takes an assigned one off', () => {
    expect(missionsChange('liberer', 'ACCEPTEE')).toBe('offre');
    expect(missionsChange('liberer', 'PRETE')).toBe('offre');
    expect(missionsChange('assigner', 'EN_ATTENTE_LIVREUR')).toBe('retire');
    expect(moveRoles('liberer')).toEqual(['ADMIN']);
    expect(moveRoles('assigner')).toEqual(['ADMIN']);
  });
});

/** Who holds the mission after the moves that change it (the desk assigns courier 30). */
const COURIER_AFTER: Partial<Record<OrderMove, (actor: MoveActor) => number | null>> = {
  accepterMission: (actor) => actor.id!,
  liberer: () => null,
  rendreMission: () => null,
  assigner: () => 30,
  transferer: () => 31,
};

/** A small deterministic generator: the same sequences on every run, so a failure replays. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('random sequences of moves', () => {
  it('only ever reach what the table allows, and every finished order stays finished', () => {
    const reachable = new Set<OrderStatus | SameStatus>([
      ORDER_START,
      ...ORDER_MOVES.map((m) => ORDER_MACHINE[m].to),
    ]);
    const pick = random(19);
    for (let run = 0; run < 2_000; run += 1) {
      let current = order(ORDER_START, null);
      for (let step = 0; step < 12; step += 1) {
        const move = ORDER_MOVES[pick(ORDER_MOVES.length)]!;
        const role = ROLES[pick(ROLES.length)]!;
        const actor = { ...PARTY[role], ...(role === 'LIVREUR' && pick(4) === 0 ? { id: 31 } : {}) };
        const verdict = canMove(current, actor, move);
        if (!verdict.ok) continue;
        const row = ORDER_MACHINE[move];
        expect(row.from).toContain(current.statut);
        expect(Object.keys(row.by)).toContain(role);
        expect(isFinished(current.statut)).toBe(false);
        expect(reachable.has(verdict.to) || reachable.has(SAME_STATUS)).toBe(true);
        if (ORDER_MACHINE[move].to === SAME_STATUS) expect(verdict.to).toBe(current.statut);
        current = {
          ...current,
          statut: verdict.to,
          livreurId: COURIER_AFTER[move]?.(actor) ?? current.livreurId,
        };
      }
    }
  });
});
