import { ORDER_STATUSES } from '@comoe/shared/enums';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { orderRef } from '@comoe/shared/commandes/reference';
import { toast } from '@/lib/toast';
import { toastFailure } from '../errors';
import { TEXT } from '../texts';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

const answerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });

export function acceptMission(id: string) {
  return courierRequest(`/api/livreurs/accepter-mission/${id}`, { method: 'POST', schema: answerSchema });
}

/**
 * The courier's accept move: the first courier wins (design §3). A refusal (taken by another courier,
 * 3 missions already) is said with the server's words, and the lists are refetched either way.
 */
export function useAcceptMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mission: Mission) => acceptMission(mission.id),
    // First come, first served: an acceptance cannot wait for the network to come back.
    networkMode: 'always',
    onSuccess: (answer, mission) => {
      queryClient.setQueryData<Mission[]>(courierKeys.available, (list) =>
        list?.filter((m) => m.id !== mission.id),
      );
      // Shown at once on 'Missions en cours', where the courier is taken; the refetch confirms it.
      queryClient.setQueryData<Mission[]>(courierKeys.current, (list) =>
        list && !list.some((m) => m.id === mission.id)
          ? [...list, { ...mission, statut: answer.statut }]
          : list,
      );
      toast.success(TEXT.accepted, TEXT.acceptedBody(orderRef(mission.id)));
    },
    onError: (error) => toastFailure(error, TEXT.failed, TEXT.acceptFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courierKeys.missions }),
        queryClient.invalidateQueries({ queryKey: courierKeys.stats }),
      ]),
  });
}
