import { StatCard, type StatCardProps } from './stat-card';

type StatGridProps = {
  cards: StatCardProps[];
  /** The grid's columns, which differ from one screen to the other. */
  className: string;
  busy?: boolean;
};

/** The figures of the dashboard and of the financial report, one card each, in the order given. */
export function StatGrid({ cards, className, busy }: StatGridProps) {
  return (
    <div className={className} aria-busy={busy}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </div>
  );
}
