import type { Kysely } from 'kysely';

// Reserved for issue 21; filled by the part that owns it.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
