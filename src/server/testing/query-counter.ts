import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement the server sent to the store, as the driver received it. */
export interface CountedStatement {
  text: string;
}

type AnyFn = (...args: unknown[]) => unknown;

const statementText = (arg: unknown): string =>
  typeof arg === 'string' ? arg : String((arg as { text?: unknown } | undefined)?.text ?? '?');

/**
 * Counts the statements every store of this process sends, at the driver: node-postgres's Client#query (what
 * the pool and the app's transactions use) and PGlite's query, exec and transaction (its begin, its queries
 * and its commit). Each is one round trip to PostgreSQL. Patches the prototypes until `stop()`.
 */
export function countQueries() {
  let log: CountedStatement[] | null = null;
  const note = (text: string) => log?.push({ text: text.replace(/\s+/g, ' ').trim() });

  const pgProto = pg.Client.prototype as unknown as { query: AnyFn };
  const pgQuery = pgProto.query;
  pgProto.query = function (this: unknown, ...args: unknown[]) {
    note(statementText(args[0]));
    return pgQuery.apply(this, args);
  };

  const liteProto = PGlite.prototype as unknown as Record<'query' | 'exec' | 'transaction', AnyFn>;
  const { query: liteQuery, exec: liteExec, transaction: liteTransaction } = liteProto;
  liteProto.query = function (this: unknown, ...args: unknown[]) {
    note(statementText(args[0]));
    return liteQuery.apply(this, args);
  };
  liteProto.exec = function (this: unknown, ...args: unknown[]) {
    note(statementText(args[0]));
    return liteExec.apply(this, args);
  };
  liteProto.transaction = function (this: unknown, work: unknown) {
    note('begin');
    const wrapped = async (tx: { query: AnyFn; exec: AnyFn }) => {
      const inner = Object.create(tx) as typeof tx;
      inner.query = (...args: unknown[]) => {
        note(statementText(args[0]));
        return tx.query(...args);
      };
      inner.exec = (...args: unknown[]) => {
        note(statementText(args[0]));
        return tx.exec(...args);
      };
      try {
        const result = await (work as AnyFn)(inner);
        note('commit');
        return result;
      } catch (error) {
        note('rollback');
        throw error;
      }
    };
    return liteTransaction.call(this, wrapped);
  };

  return {
    /** The statements sent while `run` ran. Nothing else may use the store meanwhile. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: CountedStatement[] }> {
      log = [];
      try {
        const result = await run();
        return { result, statements: log };
      } finally {
        log = null;
      }
    },
    stop() {
      pgProto.query = pgQuery;
      Object.assign(liteProto, { query: liteQuery, exec: liteExec, transaction: liteTransaction });
    },
  };
}
