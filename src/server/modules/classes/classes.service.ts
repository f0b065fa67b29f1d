import type {
  ClassDetails,
  CreateClassBody,
  LanguageClass,
  ListClassesQuery,
  ReassignClassBody,
  ReviewClassBody,
  UpdateClassBody,
} from '#contract/classes';
import { AppError } from '#server/errors';
import { centsFromDollars } from '#server/money';
import type { Viewer } from '#server/viewer';
import type { ClassChanges, ClassesRepository } from './classes.repository.js';

export interface ClassImages {
  knowsImage(url: string): Promise<boolean>;
}

function mayView(item: ClassDetails, viewer: Viewer | null): boolean {
  if (item.status === 'approved') return true;
  return !!viewer && (viewer.role === 'admin' || viewer.id === item.instructorId);
}

const UNKNOWN_IMAGE = 'Image must be a picture uploaded to this site';

export function createClassesService(repository: ClassesRepository, images: ClassImages) {
  async function requireKnownImage(img: string | undefined) {
    if (img !== undefined && !(await images.knowsImage(img))) {
      throw AppError.badRequest(`Invalid img: ${UNKNOWN_IMAGE}`, { img: UNKNOWN_IMAGE });
    }
  }

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

    /**
     * One class. An approved class is public; a pending or denied one is seen only by its instructor and
     * admins, and is a 404 to anyone else (not a 403), so that its existence does not leak.
     */
    async getClass(id: string, viewer: Viewer | null): Promise<ClassDetails> {
      const item = await repository.findDetails(id);
      if (!item || !mayView(item, viewer)) throw AppError.notFound('No class with that id.');
      return item;
    },

    /** An approved class, or null: what a page may show anyone, signed in or not (link previews). */
    async findPublicClass(id: string): Promise<ClassDetails | null> {
      const item = await repository.findDetails(id);
      return item?.status === 'approved' ? item : null;
    },

    /** Every class of one instructor, whatever its status, with the admins' feedback. */
    listClassesOfInstructor(viewer: Viewer, instructorEmail: string): Promise<LanguageClass[]> {
      if (viewer.role !== 'admin' && instructorEmail !== viewer.email.toLowerCase()) {
        throw AppError.forbidden('You can only see your own classes.');
      }
      return repository.list({ instructorEmail });
    },

    /** The instructor is the signed-in one; status, students and feedback are the server's. */
    async createClass(viewer: Viewer, body: CreateClassBody): Promise<{ insertedId: string }> {
      await requireKnownImage(body.img);
      const { price, ...rest } = body;
      const insertedId = await repository.create({
        ...rest,
        priceCents: centsFromDollars(price),
        instructorId: viewer.id,
      });
      return { insertedId };
    },

    /** The owner's edit; a changed class goes back to pending, and its last feedback stays for reference. */
    async updateClass(viewer: Viewer, id: string, body: UpdateClassBody): Promise<{ modifiedCount: number }> {
      const current = await repository.findForEdit(id);
      if (!current) throw AppError.notFound('No class with that id.');
      if (current.instructorId !== viewer.id) throw AppError.forbidden('You can only edit your own classes.');
      const changes: ClassChanges = {};
      if (body.name !== undefined && body.name !== current.name) changes.name = body.name;
      const priceCents = body.price === undefined ? undefined : centsFromDollars(body.price);
      if (priceCents !== undefined && priceCents !== current.priceCents) changes.priceCents = priceCents;
      if (body.img !== undefined && body.img !== current.img) changes.img = body.img;
      if (body.availableSeats !== undefined && body.availableSeats !== current.availableSeats) {
        changes.availableSeats = body.availableSeats;
      }
      if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
      await requireKnownImage(changes.img);
      return { modifiedCount: await repository.updateAsPending(id, changes) };
    },

    /** The owning instructor or an admin; never while students are enrolled. */
    async deleteClass(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const current = await repository.findForEdit(id);
      if (!current) throw AppError.notFound('No class with that id.');
      if (viewer.role !== 'admin' && current.instructorId !== viewer.id) {
        throw AppError.forbidden('You can only delete your own classes.');
      }
      const result = await repository.deleteUnlessEnrolled(id);
      if (result === 'missing') throw AppError.notFound('No class with that id.');
      if (result === 'enrolled') {
        throw AppError.conflict('This class has enrolled students, so it cannot be deleted.');
      }
      return { deletedCount: 1 };
    },

    /**
     * An admin moves a class to another instructor (so its old one can be made a user or deleted). The
     * class keeps its status, students and feedback: what students bought has not changed.
     */
    async reassignClass(id: string, body: ReassignClassBody): Promise<{ modifiedCount: number }> {
      const result = await repository.reassign(id, body.instructorId);
      if (result === 'not-instructor') {
        throw AppError.badRequest('A class can only be given to an instructor.', {
          instructorId: 'must be the id of a user whose role is instructor',
        });
      }
      if (result === 'missing') throw AppError.notFound('No class with that id.');
      return { modifiedCount: result === 'changed' ? 1 : 0 };
    },

    /** An admin approves or denies; approval is final, and the decision replaces any earlier feedback. */
    async reviewClass(id: string, body: ReviewClassBody): Promise<{ modifiedCount: number }> {
      const feedback = body.feedback ? body.feedback : null;
      const result = await repository.review(id, body.status, feedback);
      if (result === 'missing') throw AppError.notFound('No class with that id.');
      if (result === 'already-approved') {
        throw AppError.conflict('This class is already approved; an approved class cannot be denied.');
      }
      return { modifiedCount: result === 'changed' ? 1 : 0 };
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
