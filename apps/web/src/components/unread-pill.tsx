type UnreadPillProps = {
  count: number;
  /** Read after the number by screen readers (' non lu(s)', ' non lue(s)'). */
  srSuffix: string;
  testId?: string;
};

/** How many unread items wait behind a sidebar entry; nothing when none. */
export function UnreadPill({ count, srSuffix, testId }: UnreadPillProps) {
  if (count <= 0) return null;
  return (
    <span data-testid={testId} className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white">
      {count > 99 ? '99+' : count}
      <span className="sr-only">{srSuffix}</span>
    </span>
  );
}
