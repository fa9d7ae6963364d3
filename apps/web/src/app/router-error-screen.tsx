import { buttonVariants } from '@/components/ui/button-variants';

/** Part of the first bundle, so it still shows when the network is gone and a page cannot load. */
export function RouterErrorScreen() {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-stone-900">Oups ! Une erreur est survenue</h1>
      <p className="text-stone-600">
        La page n'a pas pu s'afficher. Vérifiez votre connexion internet puis rechargez la page.
      </p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Recharger la page
      </button>
    </section>
  );
}
