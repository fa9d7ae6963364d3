import { useSearchParams } from 'react-router';

/** The query parameter that names the mission to open on 'Missions en cours'. */
export const OPEN_MISSION_PARAM = 'mission';

/** The mission the courier was sent to (after accepting it), if any. */
export function useOpenMissionId(): string | null {
  const [params] = useSearchParams();
  return params.get(OPEN_MISSION_PARAM);
}
