import type { SectionProps } from './section-props';

// Stub until this section is built; replaced before the area lands.
export function DashboardSection(_props: SectionProps) {
  return <h2 className="text-xl font-bold text-stone-900">Tableau de bord</h2>;
}
