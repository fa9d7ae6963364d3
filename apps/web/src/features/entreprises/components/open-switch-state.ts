import { EN_PAUSE, phraseOuverture } from '@comoe/shared/horaires/phrases';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';

export type SwitchState = { label: string; tone: 'open' | 'paused' | 'closed'; detail: string | null };

/**
 * What the switch's label says: the switch alone ('Fermé'), a running pause, or, switch on, the
 * hours or a closing date keeping clients out right now ('Fermé' · 'Ouvre à 18 h'): the owner
 * must not believe orders can come while the clients read "Fermé".
 */
export function switchState(entreprise: OwnEntreprise, now = Date.now()): SwitchState {
  if (!entreprise.ouverte) return { label: 'Fermé', tone: 'closed', detail: null };
  if (entreprise.prochainChangement?.type === 'pause')
    return { label: EN_PAUSE, tone: 'paused', detail: null };
  if (entreprise.ouverteMaintenant) return { label: 'Ouvert', tone: 'open', detail: null };
  return { label: 'Fermé', tone: 'closed', detail: phraseOuverture(entreprise, now) ?? 'Selon vos horaires' };
}
