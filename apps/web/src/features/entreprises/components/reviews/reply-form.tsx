import {
  AVIS_MSG,
  AVIS_REPONSE_MAX,
  avisReponseSchema,
  type AvisEntreprise,
} from '@comoe/shared/schemas/avis-entreprise';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextareaField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { businessKeys } from '../../api/query-keys';
import { replyAvis } from '../../api/reply-avis';

type Values = { texte: string };

/** The owner's one public reply to a review (issue 21 §4); clients read it on his page. */
export function ReplyForm({ entrepriseId, avis }: { entrepriseId: number; avis: AvisEntreprise }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(avisReponseSchema), defaultValues: { texte: '' } });
  const texte = useWatch({ control: form.control, name: 'texte' });
  const field = bindFields(form, () => `reponse-${avis.id}`);
  const send = useMutation({
    mutationFn: (values: Values) => replyAvis(entrepriseId, avis.id, values),
    onSuccess: () => toast.success(AVIS_MSG.reponseSaved),
    onError: (error) =>
      toast.error(
        'Erreur',
        error instanceof ApiError && error.fromServer ? error.message : "La réponse n'a pas été envoyée.",
      ),
    // Published or already answered elsewhere (409): the list shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.allAvis }),
  });
  const submit = form.handleSubmit((values) => send.mutate(values));
  // Closed, a review takes one line of buttons: a list of them stays short on a phone.
  const [open, setOpen] = useState(false);

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" />
        Répondre
      </Button>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-1 flex flex-col gap-2">
      <TextareaField
        autoFocus
        label="Votre réponse publique"
        className="min-h-20"
        maxLength={AVIS_REPONSE_MAX}
        hint={`${texte.length} / ${AVIS_REPONSE_MAX} caractères. Une seule réponse par avis.`}
        {...field('texte')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={send.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Envoi…' : 'Publier la réponse'}
        </Button>
      </div>
    </form>
  );
}
