import { LayoutGrid } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/lib/when-idle';
import { LABELS } from '@/lib/labels';

const loadSheet = () => import('./client-drawer-sheet');
const ClientDrawerSheet = lazy(loadSheet);

/**
 * 'Mon espace': the button is drawn with the page, the drawer's code (a dialog library) comes
 * when the page is idle or at the first tap: on 3G the city tiles must not wait for it.
 */
export function ClientDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => void loadSheet().catch(() => undefined)), []);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <LayoutGrid aria-hidden="true" />
        {LABELS.mySpace}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ClientDrawerSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
