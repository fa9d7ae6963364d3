/**
 * Sent by `GET /api/events`, instead of the missed events, to a stream that came back after a
 * gap the server's log no longer covers (or with an id it does not know): the page reads again
 * what it shows. Not a LiveEventData: no one publishes it, the stream says it to its client.
 */
export const LIVE_RESYNC_EVENT = 'resync';

export interface LiveResyncData {
  message: string;
}

export const LIVE_RESYNC_DATA: LiveResyncData = {
  message: 'Des événements ont été manqués pendant la coupure : la page se met à jour.',
};
