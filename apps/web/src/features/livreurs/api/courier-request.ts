import { apiRequest, type RequestOptions } from '@/lib/api-client';

/** Every call of the courier area: a 403 ends the session (spec part 2 §8). */
export function courierRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return apiRequest(path, { ...options, forbiddenEndsSession: true });
}
