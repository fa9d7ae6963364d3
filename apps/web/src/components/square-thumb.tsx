import type { LucideIcon } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { PhotoWithFallback } from '@/components/photo-with-fallback';
import { cn } from '@/lib/cn';

/** The square thumbnails of lists, each with the box and the file width its layout needs. */
const SIZES = {
  /** A line of an order list. */
  sm: { box: 'size-12', sizes: '48px', pixels: 48, tint: 'bg-orange-100' },
  /** A line of the cart, larger from 640 px where there is room. */
  md: { box: 'size-16 sm:size-20', sizes: '(min-width: 640px) 80px, 64px', pixels: 80, tint: 'bg-orange-50' },
} as const;

/** A list line's photo, or its drawn `icon` when it has none or it fails to load on a weak link. */
export function SquareThumb({
  src,
  size,
  icon,
}: {
  src: string | null;
  size: keyof typeof SIZES;
  icon: LucideIcon;
}) {
  const { box, sizes, pixels, tint } = SIZES[size];
  return (
    <PhotoWithFallback
      src={src}
      sizes={sizes}
      width={pixels}
      height={pixels}
      className={cn(box, 'shrink-0 rounded-xl object-cover')}
      fallback={
        <IconTile
          icon={icon}
          className={cn(box, 'shrink-0 rounded-xl text-orange-700', tint)}
          iconClassName="size-6"
        />
      }
    />
  );
}
