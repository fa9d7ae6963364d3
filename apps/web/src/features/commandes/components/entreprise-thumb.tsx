import { Store } from 'lucide-react';
import { useState } from 'react';
import { thumbnail } from '@/lib/thumbnail';

/** The business's photo, or a drawn shop when it has none or it fails to load on a weak link. */
export function EntrepriseThumb({ photoUrl }: { photoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!photoUrl || failed) {
    return (
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-700"
      >
        <Store className="size-6" />
      </span>
    );
  }
  return (
    <img
      {...thumbnail(photoUrl, '48px', () => setFailed(true))}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-xl object-cover"
    />
  );
}
