import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import type { CarteConfig } from '@comoe/shared/schemas/suivi';
import { MAP_POINT_LOOK, type MapPoint } from './map-points';

// Loaded only by the maps (live-map.tsx's dynamic import): Leaflet is never in the pages that
// do not show one (the client's city and menu pages, the landing page: bench:web checks it).

/** Where a map with nothing to show opens: Grand-Bassam. */
const DEFAULT_CENTER: L.LatLngTuple = [5.2118, -3.7388];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function icon(point: MapPoint): L.DivIcon {
  const look = MAP_POINT_LOOK[point.kind];
  return L.divIcon({
    className: '',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    html: `<span data-marker="${point.kind}" data-marker-id="${escapeHtml(point.id)}" style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:9999px;border:2px solid #fff;background:${look.color};color:#fff;font:700 13px/1 system-ui,sans-serif;box-shadow:0 1px 4px rgb(0 0 0/.4)">${look.letter}</span>`,
  });
}

export type LeafletView = {
  show(points: readonly MapPoint[]): void;
  destroy(): void;
};

/**
 * A Leaflet map in `container`. `onTiles(false)` when tiles fail and none ever loaded (offline,
 * blocked, server errors): the page then says why the map is empty.
 */
export function createLeafletView(
  container: HTMLElement,
  config: CarteConfig,
  onTiles: (ok: boolean) => void,
): LeafletView {
  const map = L.map(container, { zoomControl: false, attributionControl: true }).setView(DEFAULT_CENTER, 13);
  // Leaflet's own buttons are titled in English.
  L.control.zoom({ zoomInTitle: 'Zoom avant', zoomOutTitle: 'Zoom arrière' }).addTo(map);
  map.attributionControl.setPrefix(false);
  let loaded = false;
  L.tileLayer(config.tuileUrl, {
    maxZoom: 19,
    attribution: escapeHtml(config.attribution),
    // The pages send no Referer (security.ts); OpenStreetMap's tile policy wants one. The origin
    // alone: never the page's address, which names an order.
    referrerPolicy: 'strict-origin',
  })
    .on('tileload', () => {
      if (!loaded) onTiles(true);
      loaded = true;
    })
    .on('tileerror', () => {
      if (!loaded) onTiles(false);
    })
    .addTo(map);

  const markers = new Map<string, L.Marker>();
  let framed = '';

  function show(points: readonly MapPoint[]): void {
    const seen = new Set<string>();
    for (const point of points) {
      seen.add(point.id);
      const at: L.LatLngTuple = [point.lat, point.lng];
      const existing = markers.get(point.id);
      if (existing) {
        existing.setLatLng(at);
        continue;
      }
      const marker = L.marker(at, {
        icon: icon(point),
        title: point.label,
        alt: point.label,
        keyboard: false,
      })
        .bindTooltip(escapeHtml(point.label), { direction: 'top', offset: [0, -14] })
        .addTo(map);
      markers.set(point.id, marker);
    }
    for (const [id, marker] of markers) {
      if (!seen.has(id)) {
        marker.remove();
        markers.delete(id);
      }
    }
    // Framed again only when what is shown changes, not at each move: he may be looking around.
    const key = [...seen].sort().join('|');
    if (key === framed) return;
    framed = key;
    // Without animation: Leaflet drops a new view asked for while it still zooms to the previous one.
    if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 15, { animate: false });
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points.map((p): L.LatLngTuple => [p.lat, p.lng])), {
        padding: [28, 28],
        maxZoom: 16,
        animate: false,
      });
  }

  return { show, destroy: () => map.remove() };
}
