import { HeartHandshake, MapPinned, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { TEXT } from './texts';
import { LABELS } from '@/lib/labels';

const FIGURES = [
  { value: '8+', label: 'villes du Sud-Comoé' },
  { value: '~30 min', label: 'de livraison en moyenne' },
  { value: '1000+', label: 'transactions par jour' },
];

const VALUES = [
  {
    icon: MapPinned,
    title: 'Ancrés localement',
    text: "Nos livreurs connaissent chaque quartier, de Grand-Bassam à Aboisso, même là où les rues n'ont pas de nom.",
  },
  {
    icon: HeartHandshake,
    title: 'Au service des commerces',
    text: 'Restaurants, pharmacies, boutiques et supermarchés gagnent de nouveaux clients sans investir dans leur propre livraison.',
  },
  {
    icon: ShieldCheck,
    title: 'Des livraisons sûres',
    text: "Un code de vérification confirme chaque remise : au retrait chez l'entreprise, puis à la livraison chez vous.",
  },
];

export default function AboutPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-orange-50 to-white">
        <div className="mx-auto max-w-4xl space-y-5 px-4 pt-12 pb-10 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-stone-900">À propos de Comoé Express</h1>
          <p className="text-lg leading-relaxed text-stone-700">
            Comoé Express relie les habitants du Sud-Comoé aux commerces de leur ville et à des livreurs de
            confiance. Notre mission&nbsp;: que chacun reçoive vite ce dont il a besoin, et que les
            entreprises locales grandissent avec leur région.
          </p>
        </div>
      </section>
      <section aria-label={TEXT.inFigures} className="mx-auto w-full max-w-4xl px-4">
        <dl className="grid gap-4 sm:grid-cols-3">
          {FIGURES.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse items-center rounded-2xl bg-stone-900 px-4 py-6 text-center"
            >
              <dt className="mt-1 text-sm text-stone-300">{figure.label}</dt>
              <dd className="text-3xl font-extrabold text-orange-400">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mx-auto w-full max-w-6xl px-4 py-14" aria-labelledby="values-title">
        <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight text-stone-900">
          Ce qui nous guide
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-white p-6 shadow-sm">
              <IconTile
                icon={Icon}
                className="size-12 rounded-xl bg-orange-100 text-orange-800"
                iconClassName="size-6"
              />
              <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.register()} className={buttonVariants({ size: 'lg' })}>
            {LABELS.createAccount}
          </Link>
          <Link to={paths.contact} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Nous contacter
          </Link>
        </div>
      </section>
    </>
  );
}
