import { Share, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { detectInstallPlatform, INSTALL_STEPS, type InstallPlatform } from './install-platform';

const ORDER: InstallPlatform[] = ['ios', 'android', 'desktop'];

function Steps({ platform }: { platform: InstallPlatform }) {
  return (
    <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-stone-700">
      {INSTALL_STEPS[platform].steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * The browser offered no install prompt: explain how to add the app by hand. A native <dialog>
 * gives focus trapping and Escape for free; the component loads only when asked for.
 */
export default function InstallHelpDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const platform = detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="install-help-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="install-help-title" className="text-lg font-bold">
            Ajouter Comoé Express à l'écran d'accueil
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <section className="space-y-2 rounded-xl bg-orange-50 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-orange-900">
            {platform === 'ios' && <Share className="size-4" aria-hidden="true" />}
            {INSTALL_STEPS[platform].title}
          </h3>
          <Steps platform={platform} />
        </section>
        <details className="rounded-xl border border-border p-4">
          <summary className="cursor-pointer text-sm font-semibold text-stone-800">
            Sur un autre appareil ?
          </summary>
          <div className="mt-3 space-y-4">
            {ORDER.filter((other) => other !== platform).map((other) => (
              <section key={other} className="space-y-2">
                <h3 className="text-sm font-semibold">{INSTALL_STEPS[other].title}</h3>
                <Steps platform={other} />
              </section>
            ))}
          </div>
        </details>
        <button type="button" onClick={onClose} className={`${buttonVariants()} w-full`}>
          J'ai compris
        </button>
      </div>
    </dialog>
  );
}
