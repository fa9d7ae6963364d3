import type { CourierProfile } from '@comoe/shared/schemas/livreurs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toastFailure } from '../errors';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';
import { lastPosition } from './report-position';

const answerSchema = z.object({ disponible: z.boolean() });

export function setAvailability(disponible: boolean) {
  // The position known to the app goes along, so the first list is already nearest first.
  const at = lastPosition();
  return courierRequest('/api/livreurs/disponibilite', {
    method: 'PUT',
    body: at ? { disponible, ...at } : { disponible },
    schema: answerSchema,
  });
}

/** 'Disponible / Indisponible': shown at once, put back if the server refuses. */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    // Sent at once or refused at once: a switch that flips later, on its own, would surprise.
    networkMode: 'always',
    onMutate: async (disponible) => {
      await queryClient.cancelQueries({ queryKey: courierKeys.profile });
      const previous = queryClient.getQueryData<CourierProfile>(courierKeys.profile);
      if (previous) queryClient.setQueryData(courierKeys.profile, { ...previous, disponible });
      return { previous };
    },
    onError: (error, _disponible, context) => {
      if (context?.previous) queryClient.setQueryData(courierKeys.profile, context.previous);
      toastFailure(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courierKeys.profile }),
        queryClient.invalidateQueries({ queryKey: courierKeys.available }),
      ]),
  });
}
