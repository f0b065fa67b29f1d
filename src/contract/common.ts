import { z } from 'zod/mini';

/** How many records a write changed: never below 0. */
export const recordCount = z.int().check(z.minimum(0));

/** What a write answers, as the spec's API table names it. */
export const insertedIdAnswer = z.object({ insertedId: z.string() });
export const modifiedCountAnswer = z.object({ modifiedCount: recordCount });
export const deletedCountAnswer = z.object({ deletedCount: recordCount });

/** The id of a class, cart item or other record the database numbers with a UUID. */
export const recordId = z.guid('Not a valid id');
