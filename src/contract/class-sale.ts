import { z } from 'zod/mini';
import { saleStates } from './class-sale-rules.js';

export * from './class-sale-rules.js';

export const classSale = z.object({
  state: z.enum(saleStates),
  forSale: z.boolean(),
  sessionsTotal: z.int(),
  sessionsLeft: z.int(),
  price: z.number(),
  note: z.nullable(z.string()),
});

export const refundTerms = z.object({
  kind: z.enum(['dated', 'free', 'unscheduled-full', 'unscheduled-none']),
  steps: z.array(z.object({ until: z.string(), percent: z.int(), amount: z.number() })),
  text: z.string(),
  today: z.string(),
});
