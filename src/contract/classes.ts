import { z } from 'zod/mini';

export const classStatuses = ['pending', 'approved', 'denied'] as const;
export const classStatus = z.enum(classStatuses);
export type ClassStatus = z.infer<typeof classStatus>;

export const languageClass = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  img: z.string(),
  instructor: z.string(),
  instructorName: z.string(),
  availableSeats: z.int(),
  students: z.int(),
  status: classStatus,
  feedback: z.nullable(z.string()),
});
export type LanguageClass = z.infer<typeof languageClass>;

export const classSorts = ['popular', 'price-asc', 'price-desc', 'newest'] as const;
export type ClassSort = (typeof classSorts)[number];

export const listClassesQuery = z.object({
  instructor: z.optional(z.string().check(z.maxLength(120))),
  sort: z.optional(z.enum(classSorts)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  status: z.optional(z.enum([...classStatuses, 'all'])),
});
export type ListClassesQuery = z.infer<typeof listClassesQuery>;
