import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { PROOF_MSG, type ProofUploadAnswer } from '@comoe/shared/schemas/proof-uploads';
import { badRequest } from '../../lib/app-error.ts';
import { storeImage } from '../../lib/images.ts';
import type { AuthUser } from '../../types.ts';
import { assertMove, loadOrder } from '../commandes/order-transitions.ts';
import { findProofByPrint, findProofUpload, insertProofUpload } from './proof-uploads.repository.ts';

/** What a delivery try brings as its proof: the photo itself, or the id of one uploaded before. */
export type ProofGiven = { file: Buffer } | { preuveId: string } | null;

/** Where proof photos live: private, only their full size is ever shown (no thumbnails). */
const PROOF_FOLDER = 'private/proof';
export const proofUrl = (fichier: string) => `/api/files/private/proof/${fichier}`;

/**
 * Issue 22 §2: the proof photo is uploaded once per delivery attempt and each code try names it.
 * The same bytes for the same mission and courier answer the same id: a retried upload (lost
 * answer, two tries at once) never stores a second file.
 */
export function createProofUploads(app: FastifyInstance) {
  async function upload(user: AuthUser, commandeId: string, bytes: Buffer): Promise<ProofUploadAnswer> {
    const order = await loadOrder(app, commandeId);
    // Only the courier on his way with it: the machine says who may deliver it now.
    assertMove(order, user, 'marquerLivree');
    if (bytes.length === 0) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
    const owner = { commandeId, livreurId: user.id };
    const empreinte = createHash('sha256').update(bytes).digest('hex');
    const known = await findProofByPrint(app.db, owner, empreinte);
    if (known) return { preuveId: known.id };
    const fichier = await storeImage(bytes, app.fileStore, PROOF_FOLDER, 1280, { thumbnails: false });
    const id = randomUUID();
    if (await insertProofUpload(app.db, { ...owner, id, empreinte, fichier })) return { preuveId: id };
    // The same photo sent at the same moment was recorded first: keep its file, drop ours.
    await app.fileStore.remove([`${PROOF_FOLDER}/${fichier}`]);
    const winner = await findProofByPrint(app.db, owner, empreinte);
    if (!winner) throw new Error('preuve concurrente introuvable');
    return { preuveId: winner.id };
  }

  /**
   * The proof's address once the code is right: the uploaded photo (this courier's, for this
   * mission, or refused), or a photo sent with the try, stored now (the older way, still taken).
   */
  async function resolve(user: AuthUser, commandeId: string, proof: ProofGiven): Promise<string> {
    if (proof && 'preuveId' in proof) {
      const found = await findProofUpload(app.db, proof.preuveId, { commandeId, livreurId: user.id });
      if (!found) throw badRequest(PROOF_MSG.uploadNotFound, 'PROOF_NOT_FOUND');
      return proofUrl(found.fichier);
    }
    if (!proof || proof.file.length === 0) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
    return proofUrl(await storeImage(proof.file, app.fileStore, PROOF_FOLDER, 1280, { thumbnails: false }));
  }

  /** Refuses a missing proof before the code is tried: a try without a proof spends no code. */
  async function check(user: AuthUser, commandeId: string, proof: ProofGiven): Promise<void> {
    if (!proof) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
    if ('file' in proof) {
      if (proof.file.length === 0) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
      return;
    }
    const found = await findProofUpload(app.db, proof.preuveId, { commandeId, livreurId: user.id });
    if (!found) throw badRequest(PROOF_MSG.uploadNotFound, 'PROOF_NOT_FOUND');
  }

  return { upload, resolve, check };
}
