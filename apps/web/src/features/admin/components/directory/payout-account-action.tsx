import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { PAYOUT_METHODS } from '@comoe/shared/enums';
import {
  PAYOUT_METHOD_LABELS,
  payoutAccountInputSchema,
  type PayoutAccount,
} from '@comoe/shared/schemas/entreprise-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitActions } from '@/components/dialog-actions';
import { InputField, SelectField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { RetryAlert } from '@/components/retry-alert';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LABELS } from '@/lib/labels';
import { toast } from '@/lib/toast';
import { useBusinessPayoutAccount, useSaveBusinessPayoutAccount } from '../../api/business-payout-account';
import { TEXT } from '../../texts';

type Values = { paymentMethod: string; paymentNumber: string; accountName: string };
type Output = z.output<typeof payoutAccountInputSchema>;

/** The account's form, filled with what the business entered (blank when it has none). */
function PayoutAccountForm({
  entrepriseId,
  account,
  onClose,
}: {
  entrepriseId: number;
  account: PayoutAccount | null;
  onClose: () => void;
}) {
  const save = useSaveBusinessPayoutAccount();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(payoutAccountInputSchema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: {
      paymentMethod: account?.paymentMethod ?? '',
      paymentNumber: account?.paymentNumber ?? '',
      accountName: account?.accountName ?? '',
    },
  });
  const field = bindFields(form, (name) => `payout-${name}`);
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { entrepriseId, input },
      {
        onSuccess: () => {
          toast.success(TEXT.payoutAccountSaved);
          onClose();
        },
      },
    ),
  );
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField label={LABELS.paymentMethod} {...field('paymentMethod')}>
        <option value="">Choisir…</option>
        {PAYOUT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYOUT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <InputField label="Numéro" type="tel" inputMode="tel" {...field('paymentNumber')} />
      <InputField label="Titulaire (facultatif)" {...field('accountName')} />
      <SubmitActions
        busy={save.isPending}
        error={save.error ? save.error.message || ADMIN_MSG.operationFailed : null}
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * Issue 34: where the business is paid, entered or corrected by an admin, even once the business
 * is deactivated and can no longer do it; journaled, the owner told.
 */
export function PayoutAccountAction({ entrepriseId, name }: { entrepriseId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`${TEXT.payoutAccount} de ${name}`}
      >
        <Wallet aria-hidden="true" />
        {TEXT.payoutAccount}
      </Button>
      {open ? (
        <PayoutAccountDialog entrepriseId={entrepriseId} name={name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function PayoutAccountDialog({
  entrepriseId,
  name,
  onClose,
}: {
  entrepriseId: number;
  name: string;
  onClose: () => void;
}) {
  const query = useBusinessPayoutAccount(entrepriseId);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`${TEXT.payoutAccount} de ${name}`}</DialogTitle>
          <DialogDescription>{TEXT.payoutAccountHint}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <SkeletonBars bars={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']} className="space-y-3" />
        ) : query.isError ? (
          <RetryAlert title={TEXT.payoutAccountLoadFailed} onRetry={() => void query.refetch()}>
            {query.error.message}
          </RetryAlert>
        ) : (
          <PayoutAccountForm entrepriseId={entrepriseId} account={query.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
