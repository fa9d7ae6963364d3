import { MSG } from '@comoe/shared/messages';
import {
  ONBOARDING_PAYOUT_METHODS,
  PAYOUT_METHOD_LABELS,
  payoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountInput,
} from '@comoe/shared/schemas/entreprise-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { InputField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { businessKeys } from '../api/query-keys';
import { savePayoutAccount } from '../api/save-payout-account';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

type OnboardingMethod = (typeof ONBOARDING_PAYOUT_METHODS)[number];
type PayoutOutput = z.output<typeof payoutAccountInputSchema>;
type Values = { paymentMethod: OnboardingMethod | ''; paymentNumber: string; accountName: string };

/** Each wallet in its own colours, so the choice reads at a glance on a small screen. */
const WALLET_TONES: Record<OnboardingMethod, string> = {
  ORANGE_MONEY: 'bg-orange-500 text-white',
  WAVE: 'bg-sky-400 text-sky-950',
};

function isOnboardingMethod(method: string): method is OnboardingMethod {
  return (ONBOARDING_PAYOUT_METHODS as readonly string[]).includes(method);
}

/** Spec §5: a method (Orange Money or Wave) and an Ivorian mobile number (01, 05, 07); the holder's name is optional. */
export function PayoutForm({
  entrepriseId,
  account,
}: {
  entrepriseId: number;
  account: PayoutAccount | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, PayoutOutput>({
    resolver: zodResolver(payoutAccountInputSchema) as unknown as Resolver<Values, unknown, PayoutOutput>,
    defaultValues: {
      paymentMethod: account && isOnboardingMethod(account.paymentMethod) ? account.paymentMethod : '',
      paymentNumber: account?.paymentNumber ?? '',
      accountName: account?.accountName ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (input: PayoutAccountInput) => savePayoutAccount(entrepriseId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(businessKeys.payout(entrepriseId), saved);
      toast.success(MSG.payoutSaved);
      await navigate(paths.businessDashboard);
    },
    onError: (error) =>
      toast.error(
        'Erreur',
        error instanceof ApiError && error.fromServer ? error.message : MSG.payoutSaveFailed,
      ),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const field = bindFields(form);
  const chosen = useWatch({ control: form.control, name: 'paymentMethod' });
  const submit = form.handleSubmit((input) => save.mutate(input));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">{LABELS.paymentMethod}</legend>
        <div className="grid grid-cols-2 gap-3">
          {ONBOARDING_PAYOUT_METHODS.map((method) => {
            const selected = chosen === method;
            return (
              <label
                key={method}
                className={cn(
                  'relative flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 bg-white p-3 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-300',
                  selected ? 'border-primary bg-orange-50' : 'border-stone-200 hover:border-orange-300',
                )}
              >
                <input
                  type="radio"
                  value={method}
                  className="sr-only"
                  aria-describedby={errors.paymentMethod ? 'onboarding-method-error' : undefined}
                  {...register('paymentMethod')}
                />
                <span
                  className={cn(
                    'flex size-12 items-center justify-center rounded-full text-lg font-black',
                    WALLET_TONES[method],
                  )}
                  aria-hidden="true"
                >
                  {PAYOUT_METHOD_LABELS[method].charAt(0)}
                </span>
                <span className="text-base font-bold text-stone-900">{PAYOUT_METHOD_LABELS[method]}</span>
                {selected && (
                  <Check className="absolute top-2 right-2 size-5 text-primary" aria-hidden="true" />
                )}
              </label>
            );
          })}
        </div>
        {errors.paymentMethod && (
          <p id="onboarding-method-error" className="text-sm font-medium text-destructive">
            {errors.paymentMethod.message}
          </p>
        )}
      </fieldset>
      <InputField
        label={chosen ? `Numéro ${PAYOUT_METHOD_LABELS[chosen]}` : TEXT.payoutNumber}
        hint="Le numéro qui recevra vos versements : 10 chiffres commençant par 01, 05 ou 07."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="07 00 00 00 00"
        {...field('paymentNumber', 'onboarding-number')}
      />
      <InputField label={TEXT.payoutHolder} {...field('accountName', 'onboarding-name')} />
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
        <Link to={paths.businessDashboard} className={buttonVariants({ variant: 'ghost' })}>
          {TEXT.later}
        </Link>
      </div>
    </form>
  );
}
