import type { Ville } from '@comoe/shared/schemas/catalog';
import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import type { UserProfile } from '@comoe/shared/schemas/users';
import { cityTitle, villesOuvertes } from '@comoe/shared/text';
import type { EarlyWindow } from '../early-start';
import { earlyAnswer, fill, placeItems, showPage, storedUser } from './draw';
import { deliveryTime, entreprisesLabel } from '../entreprise-labels';
import { paths } from '../paths';
import { formatRating } from '../rating-format';
import { hasThumbnails } from '../thumbnail';
import { businessVariant, photoKind, TOKENS, type PrepaintTemplates, type Token } from './tokens';

/**
 * On a 3G phone the app's code (React, the router, the page: ~150 KB) takes seconds longer to
 * arrive than the page's data, which index.html already asked for (early-start.ts). This script,
 * a small file of its own that early-start.ts loads with that data, draws a client's first page
 * from it with the markup the build rendered from the app's own components, so the list can be read, scrolled and
 * tapped (its links are plain links) meanwhile. The app takes over when its page has the same
 * data (hand-off.ts); until then its root stays hidden.
 */
export function prepaint(templates: PrepaintTemplates, win: EarlyWindow = window): void {
  const early = win.__comoeEarly;
  if (!early) return;
  const user = storedUser(win);
  if (user?.role !== 'CLIENT') return;
  const answer = <T>(url: string | undefined) => earlyAnswer<T>(win, url);
  const show = (page: string) => showPage(win.document, page);
  const path = win.location.pathname;
  const city = /^\/city\/([^/]+)\/?$/.exec(path)?.[1];

  if (city !== undefined) {
    // A filtered list is the app's to draw.
    if (/[?&](?:q|categorie)=/.test(win.location.search)) return;
    const list = Object.keys(early).find((url) => url.startsWith('/api/entreprises/ville/'));
    void Promise.all([answer<PublicEntreprise[]>(list), answer<Ville[]>('/api/villes').catch(() => [])])
      .then(([entreprises, villes]) => {
        const html = cityPage(templates.city, safeDecode(city), entreprises, villes);
        if (html) show(html);
      })
      .catch(() => undefined);
  } else if (/^\/client-dashboard\/?$/.test(path) && typeof user.id === 'number') {
    void Promise.all([answer<Ville[]>('/api/villes'), answer<UserProfile>(`/api/users/${user.id}`)])
      .then(([villes, profile]) => {
        const html = homePage(templates.home, villes, profile);
        if (html) show(html);
      })
      .catch(() => undefined);
  }
}

/** The city page as CityPage draws it once its list is loaded, unfiltered. */
export function cityPage(
  template: PrepaintTemplates['city'],
  cityName: string,
  entreprises: PublicEntreprise[],
  villes: Ville[],
): string | null {
  if (!Array.isArray(entreprises) || entreprises.length === 0) return null;
  const title = cityTitle(cityName, villes, entreprises[0]?.ville);
  const items = entreprises.map((e) => {
    const photo = e.photoFacade ?? e.photoUrl;
    const kind = photoKind(photo, hasThumbnails);
    const item =
      template.items[
        businessVariant({
          photo: kind,
          // Drawn as plain 'Fermé' until the app words when it opens (or that it is paused).
          ouverte: e.ouverteMaintenant,
          rated: e.rating !== null,
          described: !!e.description,
        })
      ];
    return fill(item ?? '', {
      [TOKENS.href]: paths.business(e.id, cityName),
      [TOKENS.nom]: e.nom,
      [TOKENS.description]: e.description ?? '',
      [TOKENS.delay]: deliveryTime(e),
      [TOKENS.rating]: formatRating(e.rating),
      ...photoValues(photo, kind),
    });
  });
  return placeItems(
    fill(template.page, { [TOKENS.title]: title, [TOKENS.count]: entreprisesLabel(entreprises.length) }),
    items,
  );
}

/** The client's home as ClientDashboardPage draws it once the cities and the profile are loaded. */
export function homePage(
  template: PrepaintTemplates['home'],
  villes: Ville[],
  profile: UserProfile,
): string | null {
  const ouvertes = Array.isArray(villes) ? villesOuvertes(villes) : [];
  if (ouvertes.length === 0) return null;
  const items = ouvertes.map((ville) => {
    const kind = photoKind(ville.photoUrl, hasThumbnails);
    return fill(template.items[kind] ?? '', {
      [TOKENS.href]: paths.city(ville.nom),
      [TOKENS.nom]: ville.nom,
      ...photoValues(ville.photoUrl, kind),
    });
  });
  const prenom = typeof profile.prenom === 'string' ? profile.prenom.trim() : '';
  return placeItems(fill(template.page, { [TOKENS.prenom]: prenom || 'Client' }), items);
}

function photoValues(url: string | null | undefined, kind: 0 | 1 | 2): Partial<Record<Token, string>> {
  if (!url || kind === 0) return {};
  // '/uploads/seed/ab12.webp' → 'seed/ab12': the thumbnails' names are built on it.
  return kind === 1
    ? { [TOKENS.photoBase]: url.slice('/uploads/'.length, -'.webp'.length) }
    : { [TOKENS.photoUrl]: url };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export { escapeHtml, fill } from './draw';
