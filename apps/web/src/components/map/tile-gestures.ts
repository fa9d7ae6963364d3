import { KEYS } from './tile-parts';
import { clampZoom, zoomAround, type Pixel } from './mercator';

// The tile map's gestures (tile-view.ts): one pointer drags, two pinch, a double tap, the wheel
// and the arrow keys zoom or move; a tap or a hover names a marker. They change the view the map
// draws, and ask it to draw again.

/** What the map shows: its centre in world pixels at zoom 0, its (maybe fractional) zoom, its size. */
export type MapView = { center: Pixel; zoom: number; width: number; height: number };

export type ViewActions = {
  render: () => void;
  /** To whole level `z`, the place at `p` (the view's centre unless said) staying where it is. */
  zoomTo: (z: number, p?: Pixel) => void;
  /** The label beside this marker, or none. */
  showTip: (markerId: string | null) => void;
};

export function listenToGestures(
  map: HTMLElement,
  view: MapView,
  { render, zoomTo, showTip }: ViewActions,
  signal: AbortSignal,
): void {
  // Gestures: one pointer drags, two pinch. `start` is the view and the pointers' middle when the
  // set of pointers last changed; `now` is that middle since.
  const pointers = new Map<number, Pixel>();
  let start: { center: Pixel; zoom: number; at: Pixel; spread: number } | null = null;
  let now: Pixel = { x: 0, y: 0 };
  let moved = false;
  let pressed: Element | null = null;
  let lastTap = { time: 0, x: 0, y: 0 };

  const local = (e: MouseEvent): Pixel => {
    const box = map.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const markerId = (target: EventTarget | null): string | null =>
    target instanceof Element
      ? (target.closest('[data-marker-id]')?.getAttribute('data-marker-id') ?? null)
      : null;

  function regroup(): void {
    // Whatever the fingers did, the map rests on a whole level.
    if (view.zoom !== Math.round(view.zoom)) zoomTo(view.zoom, now);
    const [a, b] = [...pointers.values()];
    if (!a) {
      start = null;
      return;
    }
    now = b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a;
    start = {
      center: view.center,
      zoom: view.zoom,
      at: now,
      spread: b ? Math.hypot(a.x - b.x, a.y - b.y) : 0,
    };
  }

  function onDown(e: PointerEvent): void {
    if (e.button > 0 || (e.target instanceof Element && e.target.closest('button'))) return;
    map.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, local(e));
    moved = pointers.size > 1;
    if (!moved) pressed = e.target instanceof Element ? e.target : null;
    regroup();
  }

  function onMove(e: PointerEvent): void {
    if (!start || !pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, local(e));
    const [a, b] = [...pointers.values()];
    if (!a) return;
    now = b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a;
    // A few pixels of a shaking finger are still a tap.
    if (!moved && Math.hypot(now.x - start.at.x, now.y - start.at.y) < 5) return;
    moved = true;
    view.zoom =
      b && start.spread
        ? clampZoom(start.zoom + Math.log2(Math.hypot(a.x - b.x, a.y - b.y) / start.spread))
        : start.zoom;
    const fixed = zoomAround(start.center, start.zoom, view.zoom, {
      x: start.at.x - view.width / 2,
      y: start.at.y - view.height / 2,
    });
    const scale = 2 ** view.zoom;
    view.center = { x: fixed.x - (now.x - start.at.x) / scale, y: fixed.y - (now.y - start.at.y) / scale };
    render();
  }

  function onUp(e: PointerEvent): void {
    if (!pointers.delete(e.pointerId)) return;
    if (!pointers.size && !moved && e.type === 'pointerup') {
      const p = local(e);
      if (e.timeStamp - lastTap.time < 300 && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < 30) {
        lastTap.time = 0;
        zoomTo(view.zoom + 1, p);
      } else {
        lastTap = { time: e.timeStamp, ...p };
        showTip(markerId(pressed));
      }
    }
    regroup();
  }

  let wheelSum = 0;
  let wheelAt = 0;
  function onWheel(e: WheelEvent): void {
    e.preventDefault();
    // A mouse notch is ~100 px, a touchpad sends many small steps: one level per 60 px.
    if (e.timeStamp - wheelAt > 200) wheelSum = 0;
    wheelAt = e.timeStamp;
    wheelSum += e.deltaY * (e.deltaMode ? 40 : 1);
    if (Math.abs(wheelSum) < 60) return;
    zoomTo(view.zoom - Math.sign(wheelSum), local(e));
    wheelSum = 0;
  }

  function onKey(e: KeyboardEvent): void {
    const move = KEYS[e.key];
    if (!move || e.target !== map) return;
    e.preventDefault();
    const [dx, dy, dz] = move;
    view.center = {
      x: view.center.x + (dx * 80) / 2 ** view.zoom,
      y: view.center.y + (dy * 80) / 2 ** view.zoom,
    };
    if (dz) zoomTo(view.zoom + dz);
    else render();
  }

  function onHover(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && !pointers.size) {
      showTip(markerId(e.target));
    }
  }

  map.addEventListener('pointerdown', onDown, { signal });
  map.addEventListener('pointermove', onMove, { signal });
  map.addEventListener('pointerup', onUp, { signal });
  map.addEventListener('pointercancel', onUp, { signal });
  map.addEventListener('pointerover', onHover, { signal });
  map.addEventListener('wheel', onWheel, { passive: false, signal });
  map.addEventListener('keydown', onKey, { signal });
}
