import { z } from 'zod/mini';

export const health = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) });
