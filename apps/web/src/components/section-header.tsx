import type { ReactNode } from 'react';

const LOOKS = {
  1: {
    row: 'flex flex-wrap items-end justify-between gap-3',
    title: 'text-2xl font-bold tracking-tight text-stone-900',
  },
  2: {
    row: 'flex flex-wrap items-center justify-between gap-2',
    title: 'text-xl font-bold text-stone-900',
  },
} as const;

type SectionHeaderProps = {
  title: string;
  /**
   * 1 where the screen's title is the page's h1 (the admin's screens); 2 under a page that
   * already has one (the business area's sections).
   */
  level?: 1 | 2;
  description?: ReactNode;
  /** The screen's actions, on the right; they wrap under the title on a phone. */
  children?: ReactNode;
};

/** A screen's title, a line under it when there is something to say, and its actions. */
export function SectionHeader({ title, level = 1, description, children }: SectionHeaderProps) {
  const look = LOOKS[level];
  const Heading = level === 1 ? 'h1' : 'h2';
  const heading = <Heading className={look.title}>{title}</Heading>;
  return (
    <div className={look.row}>
      {level === 1 || description ? (
        <div className="min-w-0 space-y-1">
          {heading}
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
      ) : (
        heading
      )}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
