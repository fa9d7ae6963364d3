import { RefreshCw } from 'lucide-react';
import { SignOutButton } from '@/components/sign-out-button';
import { UnreadPill } from '@/components/unread-pill';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BusinessTab } from '@/lib/paths';
import { BUSINESS_TAB_LABELS, SIDEBAR } from '../tabs';
import { BusinessTabButtons } from './business-tab-buttons';
import { TEXT } from '../texts';

type BusinessNavProps = {
  current: BusinessTab;
  onSelect: (tab: BusinessTab) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onSignOut: () => void;
  unread: number;
};

/** The sidebar's entries: a fixed column on a laptop, the content of the menu sheet on a phone. */
export function BusinessNav({
  current,
  onSelect,
  onRefresh,
  refreshing,
  onSignOut,
  unread,
}: BusinessNavProps) {
  return (
    <div className="flex flex-1 flex-col gap-4">
      <nav aria-label={TEXT.area} className="flex flex-col gap-0.5">
        <BusinessTabButtons look="sidebar" tabs={SIDEBAR} current={current} onSelect={onSelect}>
          {(tab) => (
            <>
              <span className="flex-1">{BUSINESS_TAB_LABELS[tab]}</span>
              {tab === 'notifications' && <UnreadPill count={unread} srSuffix=" non lue(s)" />}
            </>
          )}
        </BusinessTabButtons>
      </nav>
      <div className="mt-auto flex flex-col gap-2">
        <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Actualiser
        </Button>
        <SignOutButton variant="ghost" onClick={onSignOut} />
      </div>
    </div>
  );
}
