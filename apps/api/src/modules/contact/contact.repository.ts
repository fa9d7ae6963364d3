import type { ContactInput } from '@comoe/shared/schemas/contact';
import type { Database } from '../../db/database.ts';

/** A visitor's message, unsigned: the contact form needs no account. */
export async function insertContactMessage(db: Database, message: ContactInput): Promise<void> {
  await db
    .insertInto('messagesContact')
    .values({ ...message, utilisateurId: null, createdAt: new Date() })
    .execute();
}
