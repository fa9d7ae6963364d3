import { paths } from '@/lib/paths';
import { LABELS } from '@/lib/labels';

export type HeaderLink = { to: string; label: string; end?: boolean };

export const SIGNED_OUT_LINKS: HeaderLink[] = [
  { to: paths.home, label: 'Accueil', end: true },
  { to: paths.about, label: LABELS.about },
  { to: paths.contact, label: 'Contact' },
];
