import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { AnswerCache } from '#server/plugins/answer-cache';
import type { ImagesService } from '#server/modules/images/images.service';
import type { MomentMails } from '#server/modules/mail/moment-mails';
import type { SchoolSettingsRepository } from '#server/modules/school-settings/school-settings.repository';
import { classPageHeads } from './class-page-head.js';
import { classSessionsRepository } from './class-sessions.repository.js';
import { createClassesRepository } from './classes.repository.js';
import { classesRoutes } from './classes.routes.js';
import { createClassesService } from './classes.service.js';

/** The catalogue, a class's page and sessions, and the instructors' and admins' work on classes. */
export function createClasses(
  deps: CoreDeps & {
    images: ImagesService;
    momentMails: MomentMails;
    settings: Pick<SchoolSettingsRepository, 'get'>;
    /** Seats that may have come free (more seats, an approval) are offered to the waitlist. */
    onSeatsMayFree: (classId: string) => Promise<void>;
    publicAnswers: AnswerCache;
  },
) {
  const { store, now, momentMails, settings } = deps;
  const repository = createClassesRepository(store.db);
  const classes = createClassesService(repository, deps.images, {
    db: store.db,
    transactions: deps.transactions,
    sessions: classSessionsRepository,
    now,
    onReviewed: momentMails.queueClassReview,
    onSessionChanged: momentMails.queueSessionChange,
    onSeatsMayFree: deps.onSeatsMayFree,
    settings: () => settings.get(),
  });
  return defineModule('classes', {
    classes,
    repository,
    pageHeads: classPageHeads(classes, { siteUrl: deps.siteUrl, now }),
    api: (api) => api.register(classesRoutes, { classes, publicAnswers: deps.publicAnswers }),
  });
}
