import type { InstructorPage } from '#contract/instructors';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import type { ClassesRepository } from '#server/modules/classes/classes.repository';
import type { InstructorsRepository } from './instructors.repository.js';

export function createInstructorsService(instructors: InstructorsRepository, classes: ClassesRepository) {
  return {
    list: (limit?: number) => instructors.list(limit),

    /** True when `id` is an instructor's: their page is public. */
    exists: async (id: string) => (await instructors.find(id)) !== null,

    /** Public: an instructor's page with their approved classes, most popular first. */
    async page(id: string): Promise<InstructorPage> {
      const person = await instructors.find(id);
      if (!person) throw AppError.notFound(serverText('not_found.instructor'));
      const list = await classes.list({ status: 'approved', instructorId: person._id, sort: 'popular' });
      return { ...person, classes: list };
    },
  };
}

export type InstructorsService = ReturnType<typeof createInstructorsService>;
