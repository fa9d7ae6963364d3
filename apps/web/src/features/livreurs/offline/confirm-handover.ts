import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { toastFailure } from '../errors';
import { TEXT } from '../texts';
import { courierOutbox } from './courier-outbox';
import type { HandoverKind, ProofPhoto } from './handover';

async function proofOf(photo: File): Promise<ProofPhoto> {
  return { bytes: await photo.arrayBuffer(), type: photo.type, name: photo.name };
}

/** A kept proof photo back as a file, so a refused delivery is tried again without a new picture. */
export function fileOf(photo: ProofPhoto | null): File | null {
  return photo ? new File([photo.bytes], photo.name, { type: photo.type }) : null;
}

/**
 * The courier tapped 'Vérifier': the action is kept on the phone with a new key and sent. True
 * when the dialog may close: done, or waiting for the network; false when the server refused
 * (a wrong code): the courier retypes it, which will be a new action with a new key.
 */
export async function confirmHandover(input: {
  missionId: string;
  kind: HandoverKind;
  code: string;
  photo: File | null;
}): Promise<boolean> {
  try {
    const photo = input.photo ? await proofOf(input.photo) : null;
    const outcome = await courierOutbox.submit({ ...input, code: input.code.trim(), photo });
    switch (outcome.kind) {
      case 'sent':
        return true;
      case 'queued':
        // Unless the session just ended (the API client said so): then it waits for the next sign-in.
        if (useSession.getState().user) {
          toast.info(TEXT.waitingNetwork, input.kind === 'pickup' ? TEXT.queuedPickup : TEXT.queuedDelivery);
        }
        return true;
      case 'refused':
        await courierOutbox.dismiss(outcome.key);
        toast.error(TEXT.codeInvalid, outcome.message || TEXT.verifyFailed);
        return false;
    }
  } catch (error) {
    toastFailure(error, TEXT.codeInvalid, TEXT.verifyFailed);
    return false;
  }
}
