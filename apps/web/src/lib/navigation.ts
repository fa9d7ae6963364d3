type Navigator = (to: string, options: { replace: boolean }) => void;

let navigator: Navigator | null = null;

/** Lets code outside React (the API client) move through the router rather than reloading the app. */
export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options: { replace: boolean } = { replace: false }): void {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
