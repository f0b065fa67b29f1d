import { z } from 'zod';

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
  availableSeats: z.number().int(),
  students: z.number().int(),
  status: classStatus,
  feedback: z.string().nullable(),
});
export type LanguageClass = z.infer<typeof languageClass>;

export const listClassesQuery = z.object({
  instructor: z.string().max(120).optional(),
  sort: z.enum(['popular', 'price-asc', 'price-desc', 'newest']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  status: z.enum([...classStatuses, 'all']).optional(),
});
export type ListClassesQuery = z.infer<typeof listClassesQuery>;
