/**
 * Whether the server answers, as the API client sees it: `navigator.onLine` stays true on a
 * connected Wi-Fi with no internet behind it, a failed request does not. Plain events, so the
 * banner listening in the first bundle does not pull the API client in.
 */
export const NETWORK_EVENT = 'comoe:network';

export function reportNetwork(reached: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(NETWORK_EVENT, { detail: reached }));
}
