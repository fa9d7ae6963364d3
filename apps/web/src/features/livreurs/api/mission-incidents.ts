import type { Mission } from '@comoe/shared/schemas/commandes';
import {
  missionProblemAnswerSchema,
  missionReleaseAnswerSchema,
  type MissionProblem,
} from '@comoe/shared/schemas/mission-incidents';
import { INCIDENT_MSG } from '@comoe/shared/commandes/incidents';
import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import { rescueAnswerSchema, type MissionReturn } from '@comoe/shared/schemas/rescue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

export function releaseMission(id: string, motif: string) {
  return courierRequest(`/api/livreurs/missions/${id}/liberer`, {
    method: 'POST',
    body: { motif },
    schema: missionReleaseAnswerSchema,
  });
}

export function reportProblem(id: string, problem: MissionProblem) {
  return courierRequest(`/api/livreurs/missions/${id}/probleme`, {
    method: 'POST',
    body: problem,
    schema: missionProblemAnswerSchema,
  });
}

/**
 * 'Rendre la mission' (issue 22 §3): once the server agrees the mission leaves his current list
 * at once; the refetch confirms it. A refusal is left to the dialog, which shows it.
 */
export function useReleaseMission(mission: Mission) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (motif: string) => releaseMission(mission.id, motif),
    onSuccess: () => {
      queryClient.setQueryData<Mission[]>(courierKeys.current, (list) =>
        list?.filter((m) => m.id !== mission.id),
      );
      toast.success(INCIDENT_MSG.released);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierKeys.missions }),
  });
}

/** 'Signaler un problème': the mission stays on his list, the answer says when it was reported. */
export function useReportProblem(mission: Mission) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (problem: MissionProblem) => reportProblem(mission.id, problem),
    onSuccess: () => toast.success(INCIDENT_MSG.problemSent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierKeys.current }),
  });
}

export function bringBackMission(id: string, body: MissionReturn) {
  return courierRequest(`/api/livreurs/missions/${id}/retour`, {
    method: 'POST',
    body,
    schema: rescueAnswerSchema,
  });
}

/**
 * 'Rapporter à l'entreprise' (issue 34 §1): once the server agrees the order leaves his current
 * list; a refusal (the wait, a wrong code) is left to the dialog, which shows it.
 */
export function useBringBack(mission: Mission) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionReturn) => bringBackMission(mission.id, body),
    onSuccess: () => {
      queryClient.setQueryData<Mission[]>(courierKeys.current, (list) =>
        list?.filter((m) => m.id !== mission.id),
      );
      toast.success(RESCUE_MSG.returned);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierKeys.missions }),
  });
}
