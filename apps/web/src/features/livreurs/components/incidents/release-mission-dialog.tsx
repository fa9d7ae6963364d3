import { INCIDENT_MSG, MOTIF_MAX, MOTIF_MIN, RELEASE_MOTIFS } from '@comoe/shared/commandes/incidents';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useReleaseMission } from '../../api/mission-incidents';
import { failureMessage, sessionRefused } from '../../errors';
import { ChoiceList } from './choice-list';
import { SHEET_CLASS } from './sheet-class';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';

const OTHER = 'AUTRE';
const CHOICES = [
  ...RELEASE_MOTIFS.map((motif) => ({ value: motif, label: motif })),
  { value: OTHER, label: INCIDENT_MSG.releaseOther },
];

type ReleaseMissionDialogProps = {
  mission: Mission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Rendre la mission ?': a reason picked or written, then confirmed; the server's refusal stays shown. */
export function ReleaseMissionDialog({ mission, open, onOpenChange }: ReleaseMissionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="release-dialog" className={SHEET_CLASS}>
        {open && <ReleaseForm mission={mission} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReleaseForm({ mission, onDone }: { mission: Mission; onDone: () => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [text, setText] = useState('');
  const release = useReleaseMission(mission);
  const motif = (choice === OTHER ? text : (choice ?? '')).trim();
  const valid = motif.length >= MOTIF_MIN && motif.length <= MOTIF_MAX;
  const error =
    release.error && !sessionRefused(release.error)
      ? failureMessage(release.error, INCIDENT_MSG.motifRequired)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || release.isPending) return;
    release.mutate(motif, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{INCIDENT_MSG.releaseTitle}</DialogTitle>
        <DialogDescription>
          Mission #{orderRef(mission.id)}, {mission.entrepriseNom}. {INCIDENT_MSG.releaseHelp}
        </DialogDescription>
      </DialogHeader>
      <ChoiceList
        name={`motif-${mission.id}`}
        legend="Pourquoi ?"
        choices={CHOICES}
        value={choice}
        onChange={setChoice}
      />
      {choice === OTHER && (
        <Field
          id={`motif-texte-${mission.id}`}
          label="Votre raison"
          hint={`${MOTIF_MIN} à ${MOTIF_MAX} caractères`}
        >
          <Textarea
            id={`motif-texte-${mission.id}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={MOTIF_MAX}
            autoFocus
            className="min-h-20"
          />
        </Field>
      )}
      <DialogActions
        error={error}
        onCancel={onDone}
        cancelDisabled={release.isPending}
        className="[&_button]:h-12"
      >
        <Button type="submit" variant="destructive" disabled={!valid || release.isPending}>
          {release.isPending ? 'Envoi…' : ORDER_MACHINE.rendreMission.label}
        </Button>
      </DialogActions>
    </form>
  );
}
