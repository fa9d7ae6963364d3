import { DownloadIcon, SquarePlusIcon } from '@/components/icons/shell-icons';
import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { isRunningInstalled, promptInstall, useInstallPrompt } from '@/lib/install-prompt';

const InstallHelpDialog = lazy(() => import('./install-help-dialog'));

export function InstallButton() {
  const installPrompt = useInstallPrompt();
  const [helpOpen, setHelpOpen] = useState(false);

  if (isRunningInstalled()) return null;

  const className = buttonVariants({ variant: 'secondary', size: 'lg' });
  if (installPrompt) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          promptInstall(installPrompt).catch((error: unknown) =>
            console.error("L'installation n'a pas abouti", error),
          );
        }}
      >
        <DownloadIcon />
        Installer l'application
      </button>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setHelpOpen(true)}>
        <SquarePlusIcon />
        Ajouter à l'accueil
      </button>
      {helpOpen && (
        <Suspense fallback={null}>
          <InstallHelpDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
