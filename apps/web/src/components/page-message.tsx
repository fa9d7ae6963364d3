import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/icon-tile';

type PageMessageProps = {
  icon: LucideIcon;
  title: string;
  /** 'status' when the page says a state that will pass (offline), none for a dead end. */
  role?: 'status';
  /** The explanation, then the way out. */
  children: ReactNode;
};

/** A page that has only a message to give (unknown city, business not found, menu offline). */
export function PageMessage({ icon, title, role, children }: PageMessageProps) {
  return (
    <div
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      role={role}
    >
      <IconTile
        icon={icon}
        className="size-14 rounded-full bg-orange-100 text-orange-700"
        iconClassName="size-7"
      />
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {children}
    </div>
  );
}
