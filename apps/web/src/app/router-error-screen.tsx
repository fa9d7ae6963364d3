import { buttonVariants } from '@/components/ui/button-variants';

/** A page's code that could not be downloaded: offline, or a new deployment removed the old file. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|module script failed|Failed to fetch|error loading dynamically|Unable to preload/i.test(
    message,
  );
}

function explanation(error: unknown): string {
  if (!navigator.onLine) {
    return "Vous êtes hors connexion et cette page n'a pas encore été ouverte sur cet appareil. Réessayez une fois le réseau revenu.";
  }
  if (isChunkLoadError(error)) {
    return "La page n'a pas pu être téléchargée : le réseau est peut-être instable, ou une nouvelle version de Comoé Express vient d'être publiée.";
  }
  return "Une erreur inattendue a empêché l'affichage de cette page.";
}

/** Part of the first bundle, so it still shows when the network is gone and a page cannot load. */
export function RouterErrorScreen({ error }: { error: unknown }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-stone-900">Impossible d'afficher la page</h1>
      <p className="text-stone-700">{explanation(error)}</p>
      {/* A reload, not a re-render: React keeps a failed lazy import failed until the page reloads. */}
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Réessayer
      </button>
    </section>
  );
}
