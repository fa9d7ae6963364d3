import { TEXT } from '../texts';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
/** The three moments of an order the client follows live, as the spec names them. */
const STEPS = [
  { label: 'En attente', text: "L'entreprise confirme votre commande." },
  { label: 'Colis récupéré', text: 'Le livreur a votre colis en main.' },
  { label: STATUS_LABELS.EN_LIVRAISON, text: 'Votre livreur arrive chez vous.' },
];

/** Decorative on wide screens only; the same promise is spelled out in the features below. */
export function TrackingPreview() {
  return (
    <div
      className="hidden rounded-3xl bg-white p-6 shadow-xl ring-1 ring-orange-100 lg:block"
      aria-hidden="true"
    >
      <p className="mb-5 text-sm font-semibold tracking-wide text-stone-500 uppercase">{TEXT.liveTracking}</p>
      <ol className="relative space-y-6 before:absolute before:top-5 before:bottom-5 before:left-5 before:w-0.5 before:bg-orange-200">
        {STEPS.map(({ label, text }, index) => (
          <li key={label} className="relative flex items-start gap-4">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                index === STEPS.length - 1 ? 'bg-primary text-white' : 'bg-orange-100 text-orange-800'
              }`}
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-stone-900">{label}</span>
              <span className="block text-sm text-stone-600">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
