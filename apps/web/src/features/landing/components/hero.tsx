import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { InstallButton } from './install-button';
import { TrackingPreview } from './tracking-preview';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-orange-50 via-orange-50/60 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-orange-200/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 md:pt-16 lg:grid-cols-[1.15fr_1fr] lg:pb-20">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-green-800 shadow-sm ring-1 ring-green-200">
            <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
            Sud-Comoé · Côte d'Ivoire
          </p>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            La livraison <span className="text-primary">express</span> dans toute la région du Sud-Comoé
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-stone-700">
            Repas, médicaments, courses&nbsp;: commandez auprès des restaurants, pharmacies et boutiques de
            votre ville, un livreur vous apporte tout à votre porte.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={paths.login} className={buttonVariants({ size: 'lg' })}>
              Connexion
            </Link>
            <Link to={paths.register()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Inscription
            </Link>
            <InstallButton />
          </div>
        </div>
        <TrackingPreview />
      </div>
    </section>
  );
}
