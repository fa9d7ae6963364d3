import { ATTENTION_LABELS, type AttentionReason } from '@comoe/shared/admin/desk-messages';
import { TriangleAlert } from 'lucide-react';
import { DESK_GROUP_LABELS } from '../../texts';

/** Why an order needs someone, one chip a reason. */
export function AttentionChips({ reasons }: { reasons: readonly AttentionReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={DESK_GROUP_LABELS.ATTENTION}>
      {reasons.map((reason) => (
        <li
          key={reason}
          className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200"
        >
          <TriangleAlert className="size-3" aria-hidden="true" />
          {ATTENTION_LABELS[reason]}
        </li>
      ))}
    </ul>
  );
}
