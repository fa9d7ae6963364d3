import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '@comoe/shared/payment-types';
import { MapPinnedIcon, SmartphoneIcon, TimerIcon } from '@/components/icons/shell-icons';
import { TEXT } from '../texts';

const paymentMethods = PAYMENT_TYPES.map((type) => PAYMENT_TYPE_LABELS[type]);

const FEATURES = [
  {
    icon: TimerIcon,
    title: 'Livraison express',
    text: "Un livreur de votre ville récupère votre commande dès qu'elle est prête : 30 minutes maximum.",
  },
  {
    icon: MapPinnedIcon,
    title: TEXT.liveTracking,
    text: 'Suivez chaque étape de votre commande sans recharger la page : en attente, colis récupéré, en livraison.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Paiement simple',
    text: `Payez comme vous voulez\u00a0: ${paymentMethods.slice(0, -1).join(', ')} ou ${paymentMethods.at(-1) ?? ''}.`,
  },
];

export function WhyChooseUs() {
  return (
    <section className="bg-orange-50/70" aria-labelledby="why-title">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-stone-900">
          Pourquoi choisir Comoé Express&nbsp;?
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-orange-100">
              <span className="flex size-12 items-center justify-center rounded-xl bg-green-100 text-green-800">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
