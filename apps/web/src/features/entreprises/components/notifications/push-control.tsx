import { BellOff, BellRing, CheckCircle2, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useWebPush } from '@/hooks/use-web-push';
import { TEXT } from '../../texts';

/** The switch to turn on push notifications (`TEXT.enablePush`) and what the browser answered, in the notifications section. */
export function PushControl() {
  const push = useWebPush();
  // Allowed by the browser but not subscribed on the server: nothing would arrive.
  const failed = push.permission === 'granted' && push.subscribed === false;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex flex-1 items-start gap-3">
        {failed ? (
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
        ) : push.permission === 'granted' ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        ) : push.permission === 'default' ? (
          <BellRing className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
        ) : (
          <BellOff className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden="true" />
        )}
        <p className="text-sm text-stone-700" data-testid="push-state">
          {failed && "L'abonnement de cet appareil aux notifications a échoué : vous ne serez pas prévenu."}
          {push.permission === 'granted' &&
            push.subscribed === true &&
            'Notifications activées sur cet appareil.'}
          {push.permission === 'granted' &&
            push.subscribed === null &&
            'Notifications autorisées sur cet appareil.'}
          {push.permission === 'default' &&
            "Soyez prévenu de chaque nouvelle commande, même quand l'application est fermée."}
          {push.permission === 'denied' &&
            'Notifications bloquées : autorisez-les dans les réglages du navigateur pour ce site.'}
          {push.permission === 'unsupported' && 'Ce navigateur ne permet pas les notifications push.'}
        </p>
      </div>
      {(push.permission === 'default' || failed) && (
        <Button onClick={() => void push.enable()} disabled={push.busy}>
          <BellRing aria-hidden="true" />
          {failed ? 'Réessayer' : TEXT.enablePush}
        </Button>
      )}
    </div>
  );
}
