import { MSG } from '@comoe/shared/messages';
import { contactSchema, type ContactInput } from '@comoe/shared/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { InputField, TextareaField } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
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
        <InputField
          id="contact-nom"
          label="Nom"
          error={errors.nom?.message}
          autoComplete="name"
          required
          {...register('nom')}
        />
        <InputField
          id="contact-email"
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          required
          {...register('email')}
        />
      </div>
      <InputField
        id="contact-sujet"
        label="Sujet"
        error={errors.sujet?.message}
        required
        {...register('sujet')}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        rows={6}
        required
        {...register('message')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending.isPending}>
        <Send aria-hidden="true" />
        {sending.isPending ? LABELS.sending : 'Envoyer le message'}
      </Button>
    </form>
  );
}
