import { avisSchema, COURIER_COMMENT_MAX, type ClientOrder } from '@comoe/shared/schemas/commandes';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LABELS } from '@/lib/labels';
import { useRateOrder } from '../api/rate-order';
import { GivenRating, RatingFieldset } from './rating-fieldset';
import { TEXT } from '../texts';

const COMMENT_MAX = 500;

type Errors = Partial<Record<'note' | 'commentaire' | 'noteLivreur' | 'commentaireLivreur', string>>;

/**
 * The order (its business) and, when a courier brought it, the courier: stars and a comment
 * each, sent together once. The courier's stars are optional; his comment goes with them.
 */
function RatingForm({ order }: { order: ClientOrder }) {
  const id = useId();
  const rate = useRateOrder();
  const courier = order.livreurNom;
  const [note, setNote] = useState<number | null>(null);
  const [commentaire, setCommentaire] = useState('');
  const [noteLivreur, setNoteLivreur] = useState<number | null>(null);
  const [commentaireLivreur, setCommentaireLivreur] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const clear = (field: keyof Errors) => setErrors((previous) => ({ ...previous, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = avisSchema.safeParse({
      note: note ?? undefined,
      commentaire,
      ...(courier
        ? { noteLivreur, commentaireLivreur: noteLivreur === null ? null : commentaireLivreur }
        : {}),
    });
    if (!parsed.success) {
      const messageFor = (field: keyof Errors) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({
        note: messageFor('note'),
        commentaire: messageFor('commentaire'),
        noteLivreur: messageFor('noteLivreur'),
        commentaireLivreur: messageFor('commentaireLivreur'),
      });
      return;
    }
    setErrors({});
    const { note: n, commentaire: c, ...courierPart } = parsed.data;
    // No courier, nothing about one on the wire.
    rate.mutate({
      id: order.id,
      avis: courier ? { note: n, commentaire: c, ...courierPart } : { note: n, commentaire: c },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Votre avis"
      className="space-y-4 rounded-xl border border-border bg-stone-50 p-3"
    >
      <RatingFieldset
        id={`${id}-commande`}
        legend="Notez votre commande"
        commentLabel="Commentaire (facultatif)"
        commentMax={COMMENT_MAX}
        note={note}
        comment={commentaire}
        onNote={(next) => {
          setNote(next);
          clear('note');
        }}
        onComment={setCommentaire}
        disabled={rate.isPending}
        errors={{ note: errors.note, comment: errors.commentaire }}
      />
      {courier && (
        <RatingFieldset
          id={`${id}-livreur`}
          legend={`Notez votre livreur, ${courier} (facultatif)`}
          commentLabel="Commentaire sur le livreur (facultatif)"
          commentMax={COURIER_COMMENT_MAX}
          note={noteLivreur}
          comment={commentaireLivreur}
          onNote={(next) => {
            setNoteLivreur(next);
            clear('noteLivreur');
          }}
          onComment={(next) => {
            setCommentaireLivreur(next);
            clear('commentaireLivreur');
          }}
          disabled={rate.isPending}
          errors={{ note: errors.noteLivreur, comment: errors.commentaireLivreur }}
        />
      )}
      <Button type="submit" disabled={rate.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {rate.isPending ? LABELS.sending : 'Envoyer mon avis'}
      </Button>
    </form>
  );
}

/** Once delivered the client rates the order, once; afterwards the rating is shown as given. */
export function OrderRating({ order }: { order: ClientOrder }) {
  if (order.noteClient === null) return <RatingForm order={order} />;
  return (
    <section aria-label="Votre avis" className="space-y-3 rounded-xl border border-border bg-stone-50 p-3">
      <GivenRating
        title="Votre avis"
        note={order.noteClient}
        comment={order.commentaireClient}
        testId="avis-commande"
      />
      {order.noteLivreur !== null && (
        <GivenRating
          title={order.livreurNom ? `${TEXT.yourCourier}, ${order.livreurNom}` : TEXT.yourCourier}
          note={order.noteLivreur}
          comment={order.commentaireLivreur}
          testId="avis-livreur"
        />
      )}
    </section>
  );
}
