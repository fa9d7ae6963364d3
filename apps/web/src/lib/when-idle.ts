/**
 * Runs `task` once the page has loaded and the main thread is idle; returns the cancel function
 * (an effect's cleanup). Browsers without requestIdleCallback wait a second instead.
 */
export function whenIdle(task: () => void): () => void {
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 1000);
  };
  const loaded = document.readyState === 'complete';
  if (loaded) schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== null) window.cancelIdleCallback(idle);
    if (timer !== null) clearTimeout(timer);
  };
}
