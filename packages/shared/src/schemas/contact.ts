import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText, safeString } from '../validation.ts';

export const contactSchema = z.object({
  nom: requiredText(MSG.contactNameRequired, 100),
  email: safeString({ error: MSG.contactEmailRequired })
    .trim()
    .min(1, MSG.contactEmailRequired)
    .max(254, MSG.textTooLong(254))
    .pipe(z.email(MSG.emailInvalid)),
  sujet: requiredText(MSG.contactSubjectRequired, 150),
  message: requiredText(MSG.contactMessageRequired, 3000),
});
export type ContactInput = z.infer<typeof contactSchema>;
