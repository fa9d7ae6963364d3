import type { SyntheticEvent } from 'react';

/** The widths the server writes beside each uploaded picture (apps/api/src/lib/images.ts). */
const WIDTHS = [160, 320, 640] as const;
const UPLOADED = /^\/uploads\/(?!.*-w\d+\.webp$).+\.webp$/;

type ThumbnailProps = {
  src: string;
  srcSet?: string;
  sizes?: string;
  onError: (event: SyntheticEvent<HTMLImageElement>) => void;
};

/** Whether the server wrote thumbnails beside this picture (an upload of ours, not a thumbnail). */
export function hasThumbnails(url: string): boolean {
  return UPLOADED.test(url);
}

/**
 * `<img>` props that let the browser take the smallest thumbnail the layout needs (`sizes`, CSS
 * width of the picture) instead of the full picture. A picture stored before thumbnails existed
 * has none: on that error the full picture is tried, and only its own failure calls `onFail`.
 */
export function thumbnail(url: string, sizes: string, onFail: () => void): ThumbnailProps {
  if (!hasThumbnails(url)) return { src: url, onError: onFail };
  return {
    src: url,
    srcSet: WIDTHS.map((w) => `${url.replace(/\.webp$/, `-w${w}.webp`)} ${w}w`).join(', '),
    sizes,
    onError: (event) => {
      const img = event.currentTarget;
      if (img.hasAttribute('srcset')) img.removeAttribute('srcset');
      else onFail();
    },
  };
}
