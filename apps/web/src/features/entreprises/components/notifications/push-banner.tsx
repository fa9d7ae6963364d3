import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useWebPush } from '@/hooks/use-web-push';
import { TEXT } from '../../texts';

const DISMISSED_KEY = 'comoe:push-banner-dismissed';

/** Asks once, over the dashboard, until the owner answers the browser or says 'Plus tard'. */
export function PushBanner() {
  const push = useWebPush();
  const [dismissed, setDismissed] = useState(() => window.localStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed || push.permission !== 'default') return null;
  const dismiss = () => {
    window.localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Alert variant="info" className="pr-12">
      <BellRing aria-hidden="true" />
      <AlertTitle>Ne manquez aucune commande</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>Activez les notifications pour être prévenu même quand l'application est fermée.</p>
        <Button size="sm" onClick={() => void push.enable()} disabled={push.busy}>
          {TEXT.enablePush}
        </Button>
      </AlertDescription>
      <button
        type="button"
        onClick={dismiss}
        aria-label={TEXT.later}
        className="absolute top-2 right-2 rounded-lg p-2 text-orange-900 hover:bg-orange-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </Alert>
  );
}
