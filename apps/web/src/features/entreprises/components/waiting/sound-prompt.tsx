import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TEXT } from '../../texts';

/**
 * Browsers play sound only after a tap on the page: asked once per device (the choice is kept),
 * and again only when an order rings while the sound the owner wanted is still locked.
 */
export function SoundPrompt({
  ringing,
  asked,
  onEnable,
  onDecline,
}: {
  ringing: boolean;
  /** The owner already said yes on this device: only the tap is missing. */
  asked: boolean;
  onEnable: () => void;
  onDecline: () => void;
}) {
  return (
    <div
      data-testid="sound-prompt"
      className="flex flex-col gap-3 rounded-2xl border border-orange-300 bg-orange-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-stone-900">
        <Volume2 className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
        {ringing
          ? 'Une commande attend : touchez « Activer le son » pour l’entendre sonner.'
          : 'Faites sonner le téléphone à chaque nouvelle commande, jusqu’à ce que vous y répondiez.'}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:shrink-0">
        <Button className="h-12" onClick={onEnable}>
          Activer le son
        </Button>
        {!asked && (
          <Button variant="outline" className="h-12" onClick={onDecline}>
            {TEXT.later}
          </Button>
        )}
      </div>
    </div>
  );
}
