import { useState, type ComponentProps, type ReactNode } from 'react';
import { thumbnail } from '@/lib/thumbnail';

type PhotoWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'sizes' | 'alt' | 'onError' | 'loading'> & {
  src: string | null;
  /** The picture's CSS width, so that the browser takes the smallest thumbnail that fits. */
  sizes: string;
  /** Drawn instead when there is no picture, or when it fails to load on a weak link. */
  fallback: ReactNode;
  /** The page's main picture: fetched first, where any other waits until it is scrolled near. */
  priority?: boolean;
};

/** An uploaded picture through its thumbnails, decorative (`alt=""`: the text beside it says what it is). */
export function PhotoWithFallback({
  src,
  sizes,
  fallback,
  priority = false,
  ...img
}: PhotoWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <>{fallback}</>;
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  return <img {...thumbnail(src, sizes, () => setFailed(true))} alt="" {...loading} {...img} />;
}
