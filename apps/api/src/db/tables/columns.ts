import type { ColumnType, Generated } from 'kysely';

/** Timestamps are Dates in code on both stores (see result-types.plugin.ts). */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type Id = Generated<number>;
export type { Generated };
