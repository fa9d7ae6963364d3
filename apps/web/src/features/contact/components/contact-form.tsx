import { MSG } from '@comoe/shared/messages';
import { contactSchema, type ContactInput } from '@comoe/shared/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { InputField, TextareaField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSendContact } from '../api/send-contact';
import { LABELS } from '@/lib/labels';

const EMPTY: ContactInput = { nom: '', email: '', sujet: '', message: '' };

export function ContactForm() {
  const sending = useSendContact();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { handleSubmit, reset } = form;
  const field = bindFields(form, (name) => `contact-${name}`);

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
        <InputField label="Nom" autoComplete="name" required {...field('nom')} />
        <InputField label="Email" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <InputField label="Sujet" required {...field('sujet')} />
      <TextareaField label="Message" rows={6} required {...field('message')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending.isPending}>
        <Send aria-hidden="true" />
        {sending.isPending ? LABELS.sending : 'Envoyer le message'}
      </Button>
    </form>
  );
}
