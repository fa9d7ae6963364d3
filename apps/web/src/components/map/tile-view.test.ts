import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapPoint } from './map-points';
import { createTileView, tileUrl, type TileView } from './tile-view';

// jsdom lays nothing out: the map is given a phone's size and a ResizeObserver that says so.
class FakeResizeObserver {
  static live = 0;
  observe() {
    FakeResizeObserver.live++;
  }
  disconnect() {
    FakeResizeObserver.live--;
  }
}

const CONFIG = { tuileUrl: 'https://{s}.tiles.test/{z}/{x}/{y}.png', attribution: '<b>© OSM</b> & co' };
const COURIER: MapPoint = { id: 'moi', kind: 'courier', lat: 5.2, lng: -3.74, label: 'Vous' };
const PICKUP: MapPoint = {
  id: 'c1:retrait',
  kind: 'business',
  lat: 5.215,
  lng: -3.742,
  label: 'Retrait <Awa>',
};

let container: HTMLElement;
let view: TileView;
let onTiles: ReturnType<typeof vi.fn<(ok: boolean) => void>>;

const tiles = () => [...container.querySelectorAll('img')];
const zooms = () => new Set(tiles().map((img) => Number(new URL(img.src).pathname.split('/')[1])));
const marker = (id: string) => container.querySelector(`[data-marker-id="${id}"]`)?.parentElement;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(224);
  container = document.createElement('div');
  document.body.append(container);
  onTiles = vi.fn<(ok: boolean) => void>();
  view = createTileView(container, CONFIG, onTiles);
});

afterEach(() => {
  view.destroy();
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tileUrl', () => {
  it('fills the template, spreading {s} over a, b and c', () => {
    expect(tileUrl('https://t.test/{z}/{x}/{y}.png', 15, 16043, 15908)).toBe(
      'https://t.test/15/16043/15908.png',
    );
    expect(['a', 'b', 'c'].map((_, i) => tileUrl('https://{s}.t.test/{x}', 0, i, 0))).toEqual([
      'https://a.t.test/0',
      'https://b.t.test/1',
      'https://c.t.test/2',
    ]);
  });
});

describe('createTileView', () => {
  it('draws the tiles around Bassam, as pictures that send only the origin', () => {
    expect(zooms()).toEqual(new Set([13]));
    // 360×224 px: 2 or 3 columns and 1 or 2 rows in view, one more all around.
    expect(tiles().length).toBeGreaterThanOrEqual(12);
    expect(tiles().length).toBeLessThanOrEqual(20);
    for (const img of tiles()) {
      expect(img.src).toMatch(/^https:\/\/[abc]\.tiles\.test\/13\/\d+\/\d+\.png$/);
      expect(img.alt).toBe('');
      expect(img.draggable).toBe(false);
      expect(img.getAttribute('referrerpolicy')).toBe('strict-origin');
    }
  });

  it('says the map is empty only while no tile ever loaded', () => {
    const [first, second, third] = tiles();
    first?.dispatchEvent(new Event('error'));
    expect(onTiles).toHaveBeenLastCalledWith(false);
    second?.dispatchEvent(new Event('load'));
    expect(onTiles).toHaveBeenLastCalledWith(true);
    expect(second?.classList.contains('map-tile-loaded')).toBe(true);
    expect(first?.classList.contains('map-tile-loaded')).toBe(false);
    third?.dispatchEvent(new Event('error'));
    expect(onTiles.mock.calls).toEqual([[false], [true]]);
  });

  it('shows the provider’s credit as text', () => {
    expect(container.textContent).toContain('<b>© OSM</b> & co');
    expect(container.querySelector('b')).toBeNull();
  });

  it('moves a marker rather than drawing it again, and drops those no longer shown', () => {
    view.show([COURIER, PICKUP]);
    const courier = marker('moi');
    expect(courier?.getAttribute('role')).toBe('img');
    expect(courier?.getAttribute('aria-label')).toBe('Vous');
    expect(marker('c1:retrait')?.title).toBe('Retrait <Awa>');
    expect(container.querySelector('[data-marker="business"]')?.textContent).toBe('R');
    const left = courier?.style.left;

    view.show([{ ...COURIER, lng: -3.73 }]);
    expect(marker('moi')).toBe(courier);
    expect(courier?.style.left).not.toBe(left);
    expect(marker('c1:retrait')).toBeUndefined();
  });

  it('frames one point at zoom 15, several so that they all fit, and not again at each move', () => {
    view.show([COURIER]);
    expect(zooms()).toEqual(new Set([15]));
    view.show([COURIER, PICKUP]);
    expect(zooms()).toEqual(new Set([13]));
    container.querySelector<HTMLButtonElement>('[aria-label="Zoom avant"]')?.click();
    expect(zooms()).toEqual(new Set([14]));
    // The same points, moved: he keeps the view he chose.
    view.show([{ ...COURIER, lat: 5.201 }, PICKUP]);
    expect(zooms()).toEqual(new Set([14]));
  });

  it('zooms with its buttons down to level 3 and no further', () => {
    const out = container.querySelector<HTMLButtonElement>('[aria-label="Zoom arrière"]');
    for (let i = 0; i < 12; i++) out?.click();
    expect(zooms()).toEqual(new Set([3]));
    expect(out?.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('[aria-label="Zoom avant"]')?.getAttribute('aria-disabled')).toBe('false');
  });

  it('leaves nothing behind when destroyed', () => {
    expect(FakeResizeObserver.live).toBe(1);
    const tile = tiles()[0];
    view.destroy();
    expect(container.childElementCount).toBe(0);
    expect(FakeResizeObserver.live).toBe(0);
    tile?.dispatchEvent(new Event('load'));
    expect(onTiles).not.toHaveBeenCalled();
    view = { show: () => undefined, destroy: () => undefined };
  });
});
