import type { LanguageClass, ListClassesQuery } from '../../../contract/classes.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../plugins/auth.js';
import type { ClassesRepository } from './classes.repository.js';

export function createClassesService(repository: ClassesRepository) {
  return {
    /** Visitors see approved classes only; other statuses are for admins. */
    listClasses(query: ListClassesQuery, viewer: Viewer | null): Promise<LanguageClass[]> {
      const status = query.status ?? 'approved';
      if (status !== 'approved') {
        if (!viewer) throw AppError.unauthorized();
        if (viewer.role !== 'admin')
          throw AppError.forbidden('Only admins can see classes that are not approved.');
      }
      return repository.list({
        status: status === 'all' ? undefined : status,
        instructorEmail: query.instructor,
        sort: query.sort,
        limit: query.limit,
      });
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
