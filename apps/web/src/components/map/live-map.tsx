import { useEffect, useRef, useState } from 'react';
import { getCarteConfig } from '@/api/get-carte-config';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import type { TileView } from './tile-view';
import {
  MAP_POINT_LOOK,
  MAP_TROUBLE_TEXT,
  type MapPoint,
  type MapPointKind,
  type MapTrouble,
} from './map-points';

type LiveMapProps = {
  points: readonly MapPoint[];
  /** What the map is, for screen readers ("Carte des missions"). */
  label: string;
  /** The kinds the legend explains. */
  legend: readonly MapPointKind[];
  className?: string;
  testId?: string;
};

/**
 * A map of a few points (issue 22 §1). Its code and tiles load only when one is shown, after
 * the page: the list beside it never waits for them, and works without them.
 */
export function LiveMap({ points, label, legend, className, testId }: LiveMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<TileView | null>(null);
  const latest = useRef(points);
  const [trouble, setTrouble] = useState<MapTrouble>(null);
  const online = useOnline();

  useEffect(() => {
    latest.current = points;
    view.current?.show(points);
  }, [points]);

  useEffect(() => {
    let cancelled = false;
    Promise.all([import('./tile-view'), getCarteConfig()])
      .then(([{ createTileView }, config]) => {
        if (cancelled || !container.current) return;
        view.current = createTileView(container.current, config, (ok) => setTrouble(ok ? null : 'tiles'));
        view.current.show(latest.current);
      })
      .catch(() => {
        if (!cancelled) setTrouble('unavailable');
      });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
  }, []);

  const said = !online ? 'offline' : trouble;
  return (
    <section
      aria-label={label}
      className={cn('overflow-hidden rounded-2xl border border-border bg-white', className)}
    >
      <div ref={container} data-testid={testId} className="relative z-0 h-56 w-full bg-stone-100 sm:h-72" />
      <div className="flex flex-col gap-1 px-3 py-2 text-xs text-stone-700">
        <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Légende">
          {legend.map((kind) => (
            <li key={kind} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-full"
                style={{ background: MAP_POINT_LOOK[kind].color }}
              />
              {MAP_POINT_LOOK[kind].legend}
            </li>
          ))}
        </ul>
        {said && (
          <p data-testid="map-trouble" role="status" className="text-sm text-amber-900">
            {MAP_TROUBLE_TEXT[said]}
          </p>
        )}
      </div>
    </section>
  );
}
