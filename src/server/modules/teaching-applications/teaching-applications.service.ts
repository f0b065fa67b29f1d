import type { TeachingApplication, TeachingApplicationBody } from '#contract/teaching-applications';
import { pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import type { Viewer } from '#server/viewer';
import { recordAudit } from '#server/modules/audit/audit.service';
import type { TeachingApplicationsRepository } from './teaching-applications.repository.js';

export function createTeachingApplicationsService(applications: TeachingApplicationsRepository) {
  async function decided(id: string): Promise<TeachingApplication> {
    return (await applications.find(id))!;
  }

  /** Locks the application and its applicant, and refuses a decision already taken. */
  async function lockOpen(tx: Parameters<Parameters<typeof applications.transaction>[0]>[0], id: string) {
    const locked = await applications.lockForDecision(tx, id);
    if (!locked) throw AppError.notFound(serverText('not_found.application'));
    if (locked.status !== 'open')
      throw AppError.conflict(serverText('conflict.application_decided', { status: locked.status }));
    return locked;
  }

  return {
    async apply(viewer: Viewer, body: TeachingApplicationBody): Promise<TeachingApplication> {
      if (viewer.role !== 'user') throw AppError.conflict(serverText('conflict.already_teaching'));
      let id: string;
      try {
        id = await applications.insert(viewer.id, body);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw AppError.conflict(serverText('conflict.application_open'));
        throw error;
      }
      return decided(id);
    },

    async mine(viewer: Viewer) {
      return { application: await applications.latestOf(viewer.id) };
    },

    list: () => applications.list(),

    /** The applicant becomes an instructor, with the application's bio as theirs, in one transaction. */
    async accept(admin: Viewer, id: string): Promise<TeachingApplication> {
      await applications.transaction(async (tx) => {
        const locked = await lockOpen(tx, id);
        if (locked.role !== 'user') throw AppError.conflict(serverText('conflict.applicant_not_student'));
        await applications.makeInstructor(tx, locked.userId, locked.bio);
        await applications.decide(tx, id, { status: 'accepted', by: admin.id, message: null });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'teaching-application.accepted',
          subjectType: 'teaching-application',
          subjectId: id,
          subjectLabel: locked.email,
          before: { status: 'open', role: locked.role },
          after: { status: 'accepted', role: 'instructor' },
        });
      });
      return decided(id);
    },

    async decline(admin: Viewer, id: string, message: string): Promise<TeachingApplication> {
      await applications.transaction(async (tx) => {
        const locked = await lockOpen(tx, id);
        await applications.decide(tx, id, { status: 'declined', by: admin.id, message });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'teaching-application.declined',
          subjectType: 'teaching-application',
          subjectId: id,
          subjectLabel: locked.email,
          before: { status: 'open' },
          after: { status: 'declined', message },
        });
      });
      return decided(id);
    },
  };
}
export type TeachingApplicationsService = ReturnType<typeof createTeachingApplicationsService>;
