import { TextareaField } from '@/components/form-fields';
import { StarRatingDisplay, StarRatingInput } from './star-rating-input';

type RatingFieldsetProps = {
  /** Unique per form: names the radios and ties the errors. */
  id: string;
  legend: string;
  commentLabel: string;
  commentMax: number;
  note: number | null;
  comment: string;
  onNote: (note: number) => void;
  onComment: (comment: string) => void;
  disabled: boolean;
  errors: { note?: string | undefined; comment?: string | undefined };
};

/** Stars and a comment for one thing rated: the order (its business) or the courier. */
export function RatingFieldset(p: RatingFieldsetProps) {
  const noteErrorId = `${p.id}-note-error`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-900">{p.legend}</legend>
      <StarRatingInput
        name={`${p.id}-note`}
        value={p.note}
        onChange={p.onNote}
        disabled={p.disabled}
        describedBy={p.errors.note ? noteErrorId : undefined}
      />
      {p.errors.note && (
        <p id={noteErrorId} className="text-sm font-medium text-destructive">
          {p.errors.note}
        </p>
      )}
      <TextareaField
        id={`${p.id}-commentaire`}
        label={p.commentLabel}
        error={p.errors.comment}
        rows={2}
        maxLength={p.commentMax}
        value={p.comment}
        onChange={(event) => p.onComment(event.target.value)}
        disabled={p.disabled}
        className="min-h-16 bg-white"
      />
    </fieldset>
  );
}

/** A rating as given: its title, the stars, the comment when there is one. */
export function GivenRating({
  title,
  note,
  comment,
  testId,
}: {
  title: string;
  note: number;
  comment: string | null;
  testId: string;
}) {
  return (
    <div className="space-y-1" data-testid={testId}>
      <h4 className="text-sm font-semibold text-stone-900">{title}</h4>
      <StarRatingDisplay note={note} />
      {comment && <p className="text-sm [overflow-wrap:anywhere] text-stone-700">« {comment} »</p>}
    </div>
  );
}
