import { JOURNAL_LABELS, type JournalEntry } from '@comoe/shared/schemas/admin-journal';
import type { Role } from '@comoe/shared/role-names';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/dates';
import { paths, type AdminSection } from '@/lib/paths';

/** Whose entries the journal keeps to: a person (as the admin or the target), or an order. */
export type JournalPick = { utilisateurId: number; nom: string } | { commandeId: string; nom: string };

/** The admin page that lists a person of this role. */
const PERSON_SECTIONS: Record<Role, AdminSection> = {
  CLIENT: 'clients',
  ENTREPRISE: 'businesses',
  LIVREUR: 'delivery-personnel',
  ADMIN: 'user-management',
};

/** Where the target is: the order's desk page, the person's admin page, the cities. */
function targetHref(cible: JournalEntry['cible']): string | null {
  if (cible.commandeId) return paths.adminOrder(cible.commandeId);
  if (cible.type === 'ville') return paths.admin('city-management');
  if (cible.role && cible.nom) return paths.adminSearch(PERSON_SECTIONS[cible.role], cible.nom);
  return null;
}

/** The target's own filter: its order's entries, or its person's. */
function targetPick(cible: JournalEntry['cible']): JournalPick | null {
  const nom = cible.nom ?? cible.id;
  if (cible.commandeId) return { commandeId: cible.commandeId, nom };
  return cible.utilisateurId === null ? null : { utilisateurId: cible.utilisateurId, nom };
}

const linkClass = 'font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900';
const pickClass = 'text-xs text-stone-600 underline underline-offset-2 hover:text-stone-900';

/** One admin action: what, on whom or what (linked), why, by whom; each name filters the journal. */
export function JournalEntryItem({
  entry,
  onPick,
}: {
  entry: JournalEntry;
  onPick: (pick: JournalPick) => void;
}) {
  const href = targetHref(entry.cible);
  const pick = targetPick(entry.cible);
  return (
    <li className="flex flex-col gap-0.5 p-3 text-sm" data-testid="journal-entry">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-stone-900">{JOURNAL_LABELS[entry.type]}</span>
        <time dateTime={entry.date} className="text-xs text-stone-500">
          {formatDateTime(entry.date)}
        </time>
      </p>
      <p className="text-stone-800">{entry.resume}</p>
      {entry.cible.nom && (
        <p className="flex flex-wrap items-baseline gap-x-2 text-stone-700">
          <span>
            Cible :{' '}
            {href ? (
              <Link to={href} className={linkClass}>
                {entry.cible.nom}
              </Link>
            ) : (
              entry.cible.nom
            )}
          </span>
          {pick && (
            <button type="button" className={pickClass} onClick={() => onPick(pick)}>
              {'commandeId' in pick ? 'Tout sur cette commande' : 'Tout sur cette personne'}
            </button>
          )}
        </p>
      )}
      {entry.motif && <p className="text-stone-700">Motif : {entry.motif}</p>}
      <p className="text-xs text-stone-500">
        par{' '}
        <button
          type="button"
          className={pickClass}
          onClick={() => onPick({ utilisateurId: entry.admin.id, nom: entry.admin.nom })}
        >
          {entry.admin.nom}
        </button>
      </p>
    </li>
  );
}
