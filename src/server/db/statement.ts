import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './transaction.js';

const dialect = new PgDialect();

/** A row as the driver answers it: columns by their `as "name"`, timestamps as PostgreSQL's text. */
export type DriverRow = Record<string, unknown>;

export interface Statement<Row> {
  /** Its name on every PostgreSQL connection; unique in the app. */
  readonly name: string;
  /** The SQL text, with $1… for its placeholders. */
  readonly text: string;
  /** Runs on the store (`db`) or on the transaction it is given. */
  run(on: Tx, values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A statement of a hot path, built once: its text is made here at start-up, never again per request, and
 * node-postgres prepares it by name on each connection the first time it runs there (PostgreSQL parses it
 * once per connection). PGlite has no named statements; it still skips the per-request building. Values go
 * in by placeholder name (`sql.placeholder('id')`); rows come back as the driver answers them, mapped by `map`.
 */
export function statement<Row>(name: string, query: SQL, map: (row: DriverRow) => Row): Statement<Row> {
  const built = dialect.sqlToQuery(query);
  return {
    name,
    text: built.sql,
    async run(on, values) {
      const result = await on._.session.prepareQuery(built, undefined, name, false).execute(values);
      return (result as { rows: DriverRow[] }).rows.map(map);
    },
  };
}

/** A timestamp column as the driver answers it (text, or a Date on some drivers), as a Date. */
export function dateFrom(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
