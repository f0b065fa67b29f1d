import type { Db } from './client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-errors.js';

/** A transaction as the repositories receive it: they run their reads and writes on it and decide nothing. */
export type Tx = Db;

export const DUPLICATE = Symbol('duplicate');

/** How services open transactions; repositories never open one. */
export interface Transactions {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Rolls back and answers DUPLICATE when a unique constraint refused a write, instead of throwing. */
  runUnlessDuplicate<T>(work: (tx: Tx) => Promise<T>): Promise<T | typeof DUPLICATE>;
}

export function transactionsOf(db: Db): Transactions {
  return {
    run: (work) => db.transaction(work),
    async runUnlessDuplicate(work) {
      try {
        return await db.transaction(work);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return DUPLICATE;
        throw error;
      }
    },
  };
}
