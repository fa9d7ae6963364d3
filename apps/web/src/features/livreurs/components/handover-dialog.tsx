import type { Mission } from '@comoe/shared/schemas/commandes';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { confirmHandover } from '../offline/confirm-handover';
import type { HandoverKind } from '../offline/handover';
import { TEXT } from '../texts';
import { PhotoPicker } from './photo-picker';

type HandoverDialogProps = {
  mission: Mission;
  kind: HandoverKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photo of a refused delivery, offered again. */
  initialPhoto?: File | null;
};

/**
 * 'Marquer comme récupéré' asks the business's code; 'Marquer comme livré' the client's code
 * and a proof photo. A bottom sheet on a phone, within reach of the thumb.
 */
export function HandoverDialog({
  mission,
  kind,
  open,
  onOpenChange,
  initialPhoto = null,
}: HandoverDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="handover-dialog"
        className="max-h-[92dvh] overflow-y-auto max-sm:top-auto max-sm:bottom-0 max-sm:w-full max-sm:translate-y-0 max-sm:rounded-b-none max-sm:p-5"
      >
        {open && (
          <HandoverForm
            mission={mission}
            kind={kind}
            initialPhoto={initialPhoto}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HandoverForm({
  mission,
  kind,
  initialPhoto,
  onDone,
}: Pick<HandoverDialogProps, 'mission' | 'kind'> & { initialPhoto: File | null; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [photo, setPhoto] = useState<File | null>(initialPhoto);
  const [sending, setSending] = useState(false);
  const delivery = kind === 'delivery';
  const blank = code.trim() === '';
  const id = `code-${kind}-${mission.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || sending) return;
    if (delivery && !photo) {
      toast.error(TEXT.proofMissing, TEXT.proofMissingBody);
      return;
    }
    setSending(true);
    const close = await confirmHandover({
      missionId: mission.id,
      kind,
      code,
      photo: delivery ? photo : null,
    });
    setSending(false);
    if (close) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Code de vérification</DialogTitle>
        <DialogDescription>
          {delivery
            ? `Demandez son code à ${mission.clientNom}, puis photographiez la preuve de paiement.`
            : `Demandez le code de ${mission.entrepriseNom} pour confirmer la récupération.`}
        </DialogDescription>
      </DialogHeader>
      <Field id={id} label="Code de vérification">
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          autoFocus
          className="h-14 text-center text-2xl font-bold tracking-[0.4em]"
        />
      </Field>
      {delivery && (
        <PhotoPicker
          id={`preuve-${mission.id}`}
          label="Preuve de paiement"
          camera="environment"
          photo={photo}
          onPhoto={setPhoto}
        />
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="lg" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" size="lg" disabled={blank || sending || (delivery && !photo)}>
          {sending ? 'Vérification…' : 'Vérifier'}
        </Button>
      </div>
    </form>
  );
}
