import { fillPlaceholders, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Tx } from './transaction.js';

const dialect = new PgDialect();

/** A row as the driver answers it: columns by their `as "name"`, with the driver's own types. */
export type DriverRow = Record<string, unknown>;

export interface Statement<Row> {
  /** Its name on every PostgreSQL connection; unique in the app. */
  readonly name: string;
  /** The SQL text, with $1… for its placeholders. */
  readonly text: string;
  /** Runs on the store (`db`) or on the transaction it is given. */
  run(on: Tx, values: Record<string, unknown>): Promise<Row[]>;
}

type PgClient = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: DriverRow[] }>;
};
type PgliteClient = { query(text: string, values: unknown[]): Promise<{ rows: DriverRow[] }> };

/** The driver's client under a store or a transaction: a pg pool or pool client, PGlite or its transaction. */
function clientOf(on: Tx): PgClient | PgliteClient {
  const client = (on._.session as unknown as { client?: { query?: unknown } }).client;
  if (typeof client?.query !== 'function')
    throw new Error('a statement ran on a store without a driver client');
  return client as PgClient | PgliteClient;
}

/**
 * A statement of a hot path, built once: its text is made here at start-up, never again per request, and it
 * goes to the driver directly. node-postgres prepares it by name on each connection the first time it runs
 * there (PostgreSQL parses and plans it once per connection). PGlite has no named statements and parses it
 * each time; it is asked without Drizzle's per-query type parsers, which PGlite merges into its own table of
 * several hundred on every query. Values go in by placeholder name (`sql.placeholder('id')`); rows come back
 * with the driver's types (timestamps as Dates), mapped by `map`. Driver errors reach the caller unwrapped.
 */
export function statement<Row>(name: string, query: SQL, map: (row: DriverRow) => Row): Statement<Row> {
  const built = dialect.sqlToQuery(query);
  return {
    name,
    text: built.sql,
    async run(on, values) {
      const params = fillPlaceholders(built.params, values);
      const client = clientOf(on);
      const result = is(on._.session, PgliteSession)
        ? await (client as PgliteClient).query(built.sql, params)
        : await (client as PgClient).query({ name, text: built.sql, values: params });
      return result.rows.map(map);
    },
  };
}

/** A timestamp column as the driver answers it (a Date, or PostgreSQL's text), as a Date. */
export function dateFrom(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

/** A column's bare name, for the lists of an insert and the left side of an update's set. */
export const column = (c: { name: string }) => sql.identifier(c.name);
