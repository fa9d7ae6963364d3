import { Store } from 'lucide-react';
import { SquareThumb } from '@/components/square-thumb';

/** The business's photo, or a drawn shop when it has none or it fails to load on a weak link. */
export function EntrepriseThumb({ photoUrl }: { photoUrl: string | null }) {
  return <SquareThumb src={photoUrl} size="sm" icon={Store} />;
}
