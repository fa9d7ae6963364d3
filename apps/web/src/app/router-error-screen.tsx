import { buttonVariants } from '@/components/ui/button-variants';

/** Why, in a sentence: offline is the usual case on a phone; otherwise a failed download or a bug. */
function explanation(): string {
  return navigator.onLine
    ? "La page n'a pas pu être chargée : réseau instable, ou nouvelle version de Comoé Express."
    : "Vous êtes hors connexion et cette page n'a jamais été ouverte sur cet appareil.";
}

/** Part of the first bundle, so it still shows when the network is gone and a page cannot load. */
export function RouterErrorScreen() {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-stone-900">Oups ! Impossible d'afficher la page</h1>
      <p className="text-stone-700">{explanation()}</p>
      {/* A reload, not a re-render: React keeps a failed lazy import failed until the page reloads. */}
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Réessayer
      </button>
    </section>
  );
}
