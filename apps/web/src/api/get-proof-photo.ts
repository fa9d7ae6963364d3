import { usePrivatePhoto } from './get-private-photo';

const PROOF_UNAVAILABLE = "Impossible d'afficher la photo de preuve.";

/** The proof of delivery is private (design §7): fetched with the bearer token. */
export function useProofPhoto(url: string | null) {
  return usePrivatePhoto(url, PROOF_UNAVAILABLE);
}
