import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * SQLite hands back 0/1 and ISO text where PostgreSQL hands back booleans and Dates.
 * Column names carry the type: timestamps end in `At`, booleans are listed here.
 * With this, repositories return the same JS types on both stores.
 */
export const BOOLEAN_COLUMNS = new Set(['disponible', 'lu', 'verifie', 'ouverte', 'estLue', 'obligatoire']);

function isTimestampKey(key: string): boolean {
  return key.endsWith('At');
}

function convertRow(row: UnknownRow): UnknownRow {
  for (const key of Object.keys(row)) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    if (BOOLEAN_COLUMNS.has(key) && typeof value === 'number') row[key] = value !== 0;
    else if (isTimestampKey(key) && typeof value === 'string') row[key] = new Date(value);
  }
  return row;
}

export class SqliteResultTypesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) convertRow(row);
    return args.result;
  }
}
