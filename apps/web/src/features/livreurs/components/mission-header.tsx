import type { Mission } from '@comoe/shared/schemas/commandes';
import { orderRef } from '@comoe/shared/commandes/reference';
import type { ReactNode } from 'react';

/** The top of a mission card: the business and the reference the courier reads out, the status on the right. */
export function MissionHeader({ mission, children }: { mission: Mission; children: ReactNode }) {
  return (
    <header className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="truncate text-base font-bold text-stone-900">{mission.entrepriseNom}</h3>
        <p className="text-xs text-stone-500">Mission #{orderRef(mission.id)}</p>
      </div>
      {children}
    </header>
  );
}
