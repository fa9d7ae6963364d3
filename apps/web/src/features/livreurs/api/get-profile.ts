import { courierProfileSchema } from '@comoe/shared/schemas/livreurs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

/** The courier's profile: the form, the card, and whether they are available. */
export const profileQuery = queryOptions({
  queryKey: courierKeys.profile,
  queryFn: () => courierRequest('/api/livreurs/me', { schema: courierProfileSchema }),
  // Read again on every visit: an admin's verification changes what the courier may do.
  refetchOnMount: 'always',
});

export function useCourierProfile() {
  return useQuery(profileQuery);
}
