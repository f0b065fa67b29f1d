import { z } from 'zod/mini';

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'payment_required',
  'service_unavailable',
  'bad_gateway',
  'paid_enrolments',
  'has_classes',
  'internal_error',
] as const;

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
