import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { TOKEN_KEY } from '@/lib/session/stored-session';

const PROOF_UNAVAILABLE = "Impossible d'afficher la photo de preuve.";

/**
 * The proof of delivery is private (design §7): an <img src> cannot send the bearer token, so the
 * picture is fetched with it, then shown through an object URL (components/blob-image).
 */
export async function getProofPhoto(url: string): Promise<Blob> {
  const token = window.localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, PROOF_UNAVAILABLE);
  }
  if (!response.ok) throw new ApiError(response.status, PROOF_UNAVAILABLE);
  return response.blob();
}

export function useProofPhoto(url: string | null) {
  return useQuery({
    queryKey: ['proof', url ?? ''] as const,
    queryFn: () => getProofPhoto(url ?? ''),
    enabled: url !== null,
    staleTime: Infinity,
  });
}
