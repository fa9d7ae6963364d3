import {
  INCIDENT_MSG,
  MOTIF_MIN,
  NOTE_MAX,
  PROBLEM_LABELS,
  PROBLEM_TYPES,
  type ProblemType,
} from '@comoe/shared/commandes/incidents';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { DeliveryProblem } from '@comoe/shared/schemas/mission-incidents';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useReportProblem } from '../../api/mission-incidents';
import { failureMessage, sessionRefused } from '../../errors';
import { ChoiceList } from './choice-list';
import { SHEET_CLASS } from './sheet-class';

const CHOICES = PROBLEM_TYPES.map((type) => ({ value: type, label: PROBLEM_LABELS[type] }));

type ReportProblemDialogProps = {
  mission: Mission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The report the server kept, for the card to show it. */
  onReported: (problem: DeliveryProblem) => void;
};

/** 'Signaler un problème': one of the four kinds, a note (required for "Autre problème"). */
export function ReportProblemDialog({ mission, open, onOpenChange, onReported }: ReportProblemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="problem-dialog" className={SHEET_CLASS}>
        {open && (
          <ProblemForm
            mission={mission}
            onDone={(problem) => {
              onReported(problem);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProblemForm({
  mission,
  onDone,
  onCancel,
}: {
  mission: Mission;
  onDone: (problem: DeliveryProblem) => void;
  onCancel: () => void;
}) {
  const [type, setType] = useState<ProblemType | null>(null);
  const [note, setNote] = useState('');
  const report = useReportProblem(mission);
  const trimmed = note.trim();
  const noteNeeded = type === 'AUTRE';
  const valid = type !== null && (!noteNeeded || trimmed.length >= MOTIF_MIN) && trimmed.length <= NOTE_MAX;
  const error =
    report.error && !sessionRefused(report.error)
      ? failureMessage(report.error, INCIDENT_MSG.typeRequired)
      : null;
  const noteId = `note-${mission.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || type === null || report.isPending) return;
    report.mutate({ type, note: trimmed || null }, { onSuccess: (answer) => onDone(answer.probleme) });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{INCIDENT_MSG.problemTitle}</DialogTitle>
        <DialogDescription>{INCIDENT_MSG.problemHelp}</DialogDescription>
      </DialogHeader>
      <ChoiceList
        name={`probleme-${mission.id}`}
        legend="Que se passe-t-il ?"
        choices={CHOICES}
        value={type}
        onChange={setType}
      />
      <Field
        id={noteId}
        label={noteNeeded ? 'Décrivez le problème' : 'Note (facultatif)'}
        hint={noteNeeded ? `${MOTIF_MIN} à ${NOTE_MAX} caractères` : `${NOTE_MAX} caractères au plus`}
      >
        <Textarea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={NOTE_MAX}
          className="min-h-20"
        />
      </Field>
      <DialogActions
        error={error}
        onCancel={onCancel}
        cancelDisabled={report.isPending}
        className="[&_button]:h-12"
      >
        <Button type="submit" disabled={!valid || report.isPending}>
          {report.isPending ? 'Envoi…' : 'Signaler'}
        </Button>
      </DialogActions>
    </form>
  );
}
