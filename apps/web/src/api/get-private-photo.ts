import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { TOKEN_KEY } from '@/lib/session/stored-session';

/**
 * Private pictures (a proof of delivery, a courier's ID card or licence): an <img src> cannot send
 * the bearer token, so the picture is fetched with it, then shown through an object URL
 * (components/blob-image). `unavailable` is what the screen says when it cannot be had.
 */
export async function getPrivatePhoto(url: string, unavailable: string): Promise<Blob> {
  const token = window.localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, unavailable);
  }
  if (!response.ok) throw new ApiError(response.status, unavailable);
  return response.blob();
}

export function usePrivatePhoto(url: string | null, unavailable: string) {
  return useQuery({
    queryKey: ['private-photo', url ?? ''] as const,
    queryFn: () => getPrivatePhoto(url ?? '', unavailable),
    enabled: url !== null,
    // A new upload is a new address: an address never changes its picture.
    staleTime: Infinity,
  });
}
