import { MSG } from '../messages.ts';
import type { GuardName, MoveActor, OrderFacts, Refusal } from './machine-types.ts';

export const NOT_FOUND: Refusal = { status: 404, code: 'ORDER_NOT_FOUND', message: MSG.orderNotFound };
const differ = <T>(a: T | undefined, b: T | undefined) => a !== undefined && b !== undefined && a !== b;

/** Someone else's order answers like a missing one: its existence is not disclosed. */
export const GUARDS: Record<GuardName, (order: OrderFacts, actor: MoveActor) => Refusal | null> = {
  commandeDuClient: (o, a) => (differ(o.clientId, a.id ?? undefined) ? NOT_FOUND : null),
  commandeDeLEntreprise: (o, a) => (differ(o.ownerId, a.id ?? undefined) ? NOT_FOUND : null),
  livreurAssigne: (o, a) =>
    a.id !== undefined && o.livreurId !== undefined && o.livreurId !== a.id ? NOT_FOUND : null,
  missionDeLaVille: (o, a) => {
    if (a.verifie === false) return { status: 403, code: 'NOT_VERIFIED', message: MSG.courierNotVerified };
    if (differ(o.villeId, a.villeId ?? undefined) || (o.villeId !== undefined && a.villeId === null)) {
      return { status: 403, code: 'OTHER_CITY', message: MSG.courierOtherCity };
    }
    if (a.disponible === false) return { status: 409, code: 'UNAVAILABLE', message: MSG.courierUnavailable };
    return null;
  },
};
