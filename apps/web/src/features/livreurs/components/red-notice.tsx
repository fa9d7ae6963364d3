import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type RedNoticeProps = {
  /** 'alert' for what just failed, 'status' for a state that lasts. */
  role: 'alert' | 'status';
  testId: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
};

/** A red line on a mission card: what blocks the courier's next step, titled, with its icon. */
export function RedNotice({ role, testId, icon: Icon, title, children }: RedNoticeProps) {
  return (
    <p
      role={role}
      data-testid={testId}
      className="flex gap-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{title} : </span>
        {children}
      </span>
    </p>
  );
}
