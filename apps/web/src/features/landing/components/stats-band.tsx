import { TEXT } from '../texts';
/** The figures the product announces on its landing page. */
const STATS = [
  { value: '3', label: 'villes desservies' },
  { value: '10+', label: 'entreprises partenaires' },
  { value: '45 min', label: 'livraison moyenne' },
  { value: '30 min', label: 'maximum dans votre ville' },
];

export function StatsBand() {
  return (
    <section aria-label={TEXT.inFigures} className="bg-stone-900 text-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm text-stone-300">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-orange-400 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
