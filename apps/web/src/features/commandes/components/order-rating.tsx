import { avisSchema, type ClientOrder } from '@comoe/shared/schemas/commandes';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextareaField } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
import { useRateOrder } from '../api/rate-order';
import { StarRatingDisplay, StarRatingInput } from './star-rating-input';
import { LABELS } from '@/lib/labels';

const COMMENT_MAX = 500;

function RatingForm({ orderId }: { orderId: string }) {
  const id = useId();
  const rate = useRateOrder();
  const [note, setNote] = useState<number | null>(null);
  const [commentaire, setCommentaire] = useState('');
  const [errors, setErrors] = useState<{ note?: string; commentaire?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = avisSchema.safeParse({ note: note ?? undefined, commentaire });
    if (!parsed.success) {
      const messageFor = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ note: messageFor('note'), commentaire: messageFor('commentaire') });
      return;
    }
    setErrors({});
    rate.mutate({ id: orderId, avis: parsed.data });
  };

  const noteErrorId = `${id}-note-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-border bg-stone-50 p-3">
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-stone-900">Notez votre commande</legend>
        <StarRatingInput
          name={`${id}-note`}
          value={note}
          onChange={(next) => {
            setNote(next);
            setErrors((previous) => ({ ...previous, note: undefined }));
          }}
          disabled={rate.isPending}
          describedBy={errors.note ? noteErrorId : undefined}
        />
        {errors.note && (
          <p id={noteErrorId} className="text-sm font-medium text-destructive">
            {errors.note}
          </p>
        )}
      </fieldset>
      <TextareaField
        id={`${id}-commentaire`}
        label="Commentaire (facultatif)"
        error={errors.commentaire}
        rows={3}
        maxLength={COMMENT_MAX}
        value={commentaire}
        onChange={(event) => setCommentaire(event.target.value)}
        disabled={rate.isPending}
        className="min-h-20 bg-white"
      />
      <Button type="submit" disabled={rate.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {rate.isPending ? LABELS.sending : 'Envoyer mon avis'}
      </Button>
    </form>
  );
}

/** Once delivered the client rates the order, once; afterwards the rating is shown as given. */
export function OrderRating({ order }: { order: ClientOrder }) {
  if (order.noteClient === null) return <RatingForm orderId={order.id} />;
  return (
    <section aria-label="Votre avis" className="space-y-1 rounded-xl border border-border bg-stone-50 p-3">
      <h4 className="text-sm font-semibold text-stone-900">Votre avis</h4>
      <StarRatingDisplay note={order.noteClient} />
      {order.commentaireClient && <p className="text-sm text-stone-700">« {order.commentaireClient} »</p>}
    </section>
  );
}
