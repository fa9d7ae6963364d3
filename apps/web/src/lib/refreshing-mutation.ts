import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write and the lists it changes, refetched by prefix once it ends. 'settled' by default: a
 * refused write may still have changed something (a row paid by someone else in the meantime);
 * 'success' where a refusal is known to change nothing.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
  when: 'settled' | 'success' = 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    ...(when === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
