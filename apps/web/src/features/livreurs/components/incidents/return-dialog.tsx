import { INCIDENT_MSG, MOTIF_MAX, MOTIF_MIN } from '@comoe/shared/commandes/incidents';
import { orderRef } from '@comoe/shared/commandes/reference';
import { RESCUE_LABELS, RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useBringBack } from '../../api/mission-incidents';
import { failureMessage, sessionRefused } from '../../errors';
import { SHEET_CLASS } from './sheet-class';

type ReturnDialogProps = { mission: Mission; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Rapporter la commande à l'entreprise ?': why, and the code the business gives back. */
export function ReturnDialog({ mission, open, onOpenChange }: ReturnDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="return-dialog" className={SHEET_CLASS}>
        {open && <ReturnForm mission={mission} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm({ mission, onDone }: { mission: Mission; onDone: () => void }) {
  const [motif, setMotif] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const back = useBringBack(mission);
  const reason = motif.trim();
  const motifError =
    reason.length < MOTIF_MIN || reason.length > MOTIF_MAX ? INCIDENT_MSG.motifRequired : null;
  const codeError = code.trim() === '' ? RESCUE_MSG.codeRequired : null;
  const error =
    back.error && !sessionRefused(back.error) ? failureMessage(back.error, RESCUE_MSG.codeRequired) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (motifError || codeError || back.isPending) return;
    back.mutate({ motif: reason, code: code.trim() }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{RESCUE_MSG.returnTitle}</DialogTitle>
        <DialogDescription>
          Mission #{orderRef(mission.id)}, {mission.entrepriseNom}. {RESCUE_MSG.returnHelp}
        </DialogDescription>
      </DialogHeader>
      <Field
        id={`retour-motif-${mission.id}`}
        label="Pourquoi ?"
        error={tried ? (motifError ?? undefined) : undefined}
      >
        <Textarea
          id={`retour-motif-${mission.id}`}
          value={motif}
          onChange={(event) => setMotif(event.target.value)}
          maxLength={MOTIF_MAX}
          className="min-h-20"
        />
      </Field>
      <Field
        id={`retour-code-${mission.id}`}
        label="Code de l’entreprise"
        error={tried ? (codeError ?? undefined) : undefined}
      >
        <Input
          id={`retour-code-${mission.id}`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          className="h-12 text-lg tracking-widest"
        />
      </Field>
      <DialogActions
        error={error}
        onCancel={onDone}
        cancelDisabled={back.isPending}
        className="[&_button]:h-12"
      >
        <Button type="submit" variant="destructive" disabled={back.isPending}>
          {back.isPending ? 'Envoi…' : RESCUE_LABELS.rapporter}
        </Button>
      </DialogActions>
    </form>
  );
}
