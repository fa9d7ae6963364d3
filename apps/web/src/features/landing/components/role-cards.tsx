import { BikeIcon, ShoppingBagIcon, StoreIcon } from '@/components/icons/shell-icons';
import { Link } from 'react-router';
import { paths, type RegisterType } from '@/lib/paths';
import { LABELS } from '@/lib/labels';

const ROLES: { type: RegisterType; icon: typeof StoreIcon; title: string; text: string; cta: string }[] = [
  {
    type: 'client',
    icon: ShoppingBagIcon,
    title: 'Client',
    text: 'Choisissez votre ville, parcourez les menus et faites-vous livrer où vous voulez.',
    cta: LABELS.orderNow,
  },
  {
    type: 'business',
    icon: StoreIcon,
    title: 'Entreprise',
    text: 'Restaurant, pharmacie, boutique ou supermarché : recevez des commandes et vendez plus.',
    cta: 'Inscrire mon entreprise',
  },
  {
    type: 'delivery',
    icon: BikeIcon,
    title: 'Livreur',
    text: 'À moto, en scooter ou à vélo : acceptez des missions près de chez vous et gagnez plus.',
    cta: 'Devenir livreur',
  },
];

export function RoleCards() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="roles-title">
      <h2 id="roles-title" className="text-center text-3xl font-bold tracking-tight text-stone-900">
        Rejoignez Comoé Express
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-stone-600">
        Une seule application pour commander, vendre et livrer dans le Sud-Comoé.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {ROLES.map(({ type, icon: Icon, title, text, cta }) => (
          <li key={type}>
            <Link
              to={paths.register(type)}
              className="group flex h-full flex-col gap-4 rounded-2xl border border-border bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-orange-100 text-orange-800">
                <Icon className="size-6" />
              </span>
              <span className="text-xl font-bold text-stone-900">{title}</span>
              <span className="flex-1 text-stone-600">{text}</span>
              <span className="font-semibold text-primary">
                {cta}
                <span aria-hidden="true" className="ml-1 inline-block transition group-hover:translate-x-0.5">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
