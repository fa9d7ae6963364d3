import type { OrderMove } from '@comoe/shared/commandes/machine';

/**
 * A pickup or a delivery the courier confirmed on the phone (issue 8, offline): kept on the
 * phone until the server has answered it, and sent with its own `Idempotency-Key` so that
 * however many times it is sent (a lost answer, the network coming back, two tabs), the server
 * applies it once and answers every copy with the first answer.
 */
export type HandoverKind = 'pickup' | 'delivery';

/** The order move each handover makes. */
export const HANDOVER_MOVES = {
  pickup: 'marquerRecuperee',
  delivery: 'marquerLivree',
} as const satisfies Record<HandoverKind, OrderMove>;

export type ProofPhoto = {
  /** Bytes rather than a Blob: every browser keeps those in IndexedDB. */
  bytes: ArrayBuffer;
  type: string;
  name: string;
};

export type Handover = {
  /** The `Idempotency-Key`, made once when the courier tapped. */
  key: string;
  userId: number;
  missionId: string;
  kind: HandoverKind;
  code: string;
  /** The shrunk proof photo of a delivery. */
  photo: ProofPhoto | null;
  /**
   * The id the server gave the photo once uploaded (issue 22 §2): later sends and code tries name
   * it instead of carrying the photo again. Absent on handovers kept by an older app.
   */
  proofId?: string | null;
  createdAt: number;
  /**
   * The server's refusal when it was sent (a wrong code): shown on the card, and the action is
   * offered again, as a new handover with a new key.
   */
  refusal: string | null;
};

export type NewHandover = Pick<Handover, 'missionId' | 'kind' | 'code' | 'photo'>;
