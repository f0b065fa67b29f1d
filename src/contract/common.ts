import { z } from 'zod/mini';

/** What a write answers, as the spec's API table names it. */
export const insertedIdAnswer = z.object({ insertedId: z.string() });
export const modifiedCountAnswer = z.object({ modifiedCount: z.int() });
export const deletedCountAnswer = z.object({ deletedCount: z.int() });

/** The id of a class, cart item or other record the database numbers with a UUID. */
export const recordId = z.guid('Not a valid id');
