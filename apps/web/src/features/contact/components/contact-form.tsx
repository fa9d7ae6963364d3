import { MSG } from '@comoe/shared/messages';
import { contactSchema, type ContactInput } from '@comoe/shared/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSendContact } from '../api/send-contact';
import { LABELS } from '@/lib/labels';

const EMPTY: ContactInput = { nom: '', email: '', sujet: '', message: '' };

export function ContactForm() {
  const sending = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const submit = handleSubmit((values) => {
    sending.mutate(values, {
      onSuccess: () => {
        toast.success('Message envoyé', MSG.contactSent);
        reset(EMPTY);
      },
      onError: (error) => toast.error("Échec de l'envoi", error.message),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-nom" label="Nom" error={errors.nom?.message}>
          <Input
            {...fieldA11y('contact-nom', errors.nom?.message)}
            autoComplete="name"
            required
            {...register('nom')}
          />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldA11y('contact-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
          />
        </Field>
      </div>
      <Field id="contact-sujet" label="Sujet" error={errors.sujet?.message}>
        <Input {...fieldA11y('contact-sujet', errors.sujet?.message)} required {...register('sujet')} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          {...fieldA11y('contact-message', errors.message?.message)}
          rows={6}
          required
          {...register('message')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending.isPending}>
        <Send aria-hidden="true" />
        {sending.isPending ? LABELS.sending : 'Envoyer le message'}
      </Button>
    </form>
  );
}
