import { z } from 'zod/mini';
import { languageClass } from './classes.js';
import { instructor } from './users.js';

/** An instructor's public page: the list's fields, the bio and their approved classes. */
export const instructorPage = z.object({
  ...instructor.shape,
  bio: z.nullable(z.string()),
  classes: z.array(languageClass),
});
export type InstructorPage = z.infer<typeof instructorPage>;
