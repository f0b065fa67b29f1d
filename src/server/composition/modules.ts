import type { FastifyRequest } from 'fastify';
import type { AppOptions } from '#server/app-options';
import { sessionCookieName, signedSessionToken } from '#server/identity/session-cookie';
import { resolveThirdParty, type ThirdPartySetup } from '#server/identity/third-party';
import type { AnswerCache } from '#server/plugins/answer-cache';
import type { CoreDeps, ServerModule } from '#server/composition/server-module';
import { createAccountLinks } from '#server/modules/account-links/account-links.module';
import { createAccountSecurity } from '#server/modules/account-security/account-security.module';
import { createApiDocs } from '#server/modules/api-docs/api-docs.module';
import { createAttendance } from '#server/modules/attendance/attendance.module';
import { createAudit } from '#server/modules/audit/audit.module';
import { createCalendar } from '#server/modules/calendar/calendar.module';
import { createCarts } from '#server/modules/carts/carts.module';
import { createCartsRepository } from '#server/modules/carts/carts.repository';
import { createClasses } from '#server/modules/classes/classes.module';
import { createContactMessages } from '#server/modules/contact-messages/contact-messages.module';
import { createCoupons } from '#server/modules/coupons/coupons.module';
import { createEarnings } from '#server/modules/earnings/earnings.module';
import { createEnrolments } from '#server/modules/enrolments/enrolments.module';
import { createHealth } from '#server/modules/health/health.module';
import { createImages } from '#server/modules/images/images.module';
import type { UploadLimits } from '#server/modules/images/images.service';
import type { PictureStore } from '#server/modules/images/picture-store';
import { createInstructors } from '#server/modules/instructors/instructors.module';
import { createLedger } from '#server/modules/ledger/ledger.module';
import type { createMail } from '#server/modules/mail/mail.module';
import { createNewsletter } from '#server/modules/newsletter/newsletter.module';
import { createPayments } from '#server/modules/payments/payments.module';
import { createPaymentsRepository } from '#server/modules/payments/payments.repository';
import { createReceipts } from '#server/modules/receipts/receipts.module';
import { createRefunds } from '#server/modules/refunds/refunds.module';
import { createReminders } from '#server/modules/reminders/reminders.module';
import { createReports } from '#server/modules/reports/reports.module';
import { createSchoolSettings } from '#server/modules/school-settings/school-settings.module';
import { createSeats } from '#server/modules/seats/seats.module';
import { createEnrolmentEvents } from '#server/modules/seats/enrolment-events';
import { registerEnrolmentHandlers } from '#server/modules/seats/enrolment-handlers';
import { createSignIn } from '#server/modules/sign-in/sign-in.module';
import { createTeachingApplications } from '#server/modules/teaching-applications/teaching-applications.module';
import { createUsers } from '#server/modules/users/users.module';
import { createWaitlist, type WaitlistSettings } from '#server/modules/waitlist/waitlist.module';

/** What the modules are told by the app's options. */
export interface ModuleSettings {
  baseURL: string;
  secret: string;
  secureCookies: boolean;
  trustedOrigins: string[];
  thirdParty: ThirdPartySetup | null;
  demoOidcKeys?: object[];
  authRateLimit: boolean;
  steadyAnswerWait?: (ms: number) => Promise<unknown>;
  hashPassword?: (password: string) => Promise<string>;
  sessionTokenOf: (request: FastifyRequest) => string | null;
  holdMinutes: number;
  waitlist: WaitlistSettings;
  firstSessionReminders?: { run: boolean; pollMs?: number };
  images: {
    pictureStore?: PictureStore;
    uploadLimits?: UploadLimits;
    encoding?: { concurrency: number; waiting: number };
    sending?: { concurrency: number; waiting: number };
  };
  publicAnswers: AnswerCache;
}

/** The modules' settings from the app's options, with the site's address and secret worked out once. */
export function moduleSettingsOf(
  options: AppOptions,
  site: { baseURL: string; secret: string; secureCookies: boolean; publicAnswers: AnswerCache },
): ModuleSettings {
  const { baseURL, secret, secureCookies } = site;
  return {
    ...site,
    trustedOrigins: options.trustedOrigins ?? [],
    thirdParty: options.thirdParty ? resolveThirdParty(options.thirdParty, baseURL, secret) : null,
    demoOidcKeys: options.demoOidcKeys,
    authRateLimit: options.authRateLimit ?? true,
    steadyAnswerWait: options.steadyAnswerWait,
    hashPassword: options.hashPassword,
    sessionTokenOf: (request) =>
      signedSessionToken(request.headers.cookie, sessionCookieName(secureCookies), secret),
    holdMinutes: options.holdMinutes ?? 10,
    waitlist: {
      offerHours: options.waitlistOfferHours,
      maxLines: options.waitlistMaxLines,
      offers: options.waitlistOffers,
    },
    firstSessionReminders: options.firstSessionReminders,
    images: {
      pictureStore: options.pictureStore,
      uploadLimits: options.imageUploadLimits,
      encoding: options.imageEncoding,
      sending: options.imageSending,
    },
  };
}

/**
 * Every module of the app, created in the order their services need each other, and answered in the order
 * their routes are registered. The one list of modules: a new module joins here.
 */
export function createModules(core: CoreDeps, mail: ReturnType<typeof createMail>, settings: ModuleSettings) {
  const { store } = core;
  const { momentMails } = mail;
  const schoolSettings = createSchoolSettings(core);
  const images = createImages({ ...core, ...settings.images });
  // The enrolment modules share these repositories until they are one domain.
  const cartsRepository = createCartsRepository(store.db);
  const paymentsRepository = createPaymentsRepository(store.db);

  const coupons = createCoupons({ ...core, carts: cartsRepository });
  const enrolmentEvents = createEnrolmentEvents();
  const seats = createSeats({
    ...core,
    carts: cartsRepository,
    payments: paymentsRepository,
    coupons: coupons.redemptions,
    holdMinutes: settings.holdMinutes,
    events: enrolmentEvents,
    // The waitlist locks its classes through the seats service, which asks it to offer a free seat first:
    // the two need each other, so this one is looked up when it is called.
    offerToWaitlist: (tx, cls, at) => waitlist.waitlist.offerBeforeSeat(tx, cls, at),
  });
  const waitlist = createWaitlist({
    ...core,
    seats: seats.seats,
    carts: cartsRepository,
    momentMails,
    settings: settings.waitlist,
  });
  const offerFreedSeats = waitlist.waitlist.offerFreedSeatsQuietly;
  const classes = createClasses({
    ...core,
    images: images.images,
    momentMails,
    settings: schoolSettings.repository,
    onSeatsMayFree: offerFreedSeats,
    publicAnswers: settings.publicAnswers,
  });
  const instructors = createInstructors({ ...core, classes: classes.repository });
  const receipts = createReceipts(core);
  const earnings = createEarnings({ ...core, commission: schoolSettings.commission });
  // What enrolments and refunds set going (the instructor's share, the receipt, the waitlist, the refund's
  // audit entry and credit note) subscribes to the enrolment domain's events here, once the modules that
  // handle them exist.
  registerEnrolmentHandlers(enrolmentEvents, {
    earnings: earnings.earnings,
    receipts: receipts.receipts,
    waitlist: waitlist.waitlist,
  });
  const users = createUsers({
    ...core,
    seats: seats.seats,
    onRoleChanged: momentMails.queueRoleChange,
    onRefunded: (tx, made) => refunds.refunds.recordAccountRefund(tx, made),
  });
  const carts = createCarts({
    ...core,
    carts: cartsRepository,
    seats: seats.seats,
    refundPolicy: async () => (await schoolSettings.repository.get()).refundPolicy,
  });
  const refunds = createRefunds({
    ...core,
    settings: schoolSettings.repository,
    seats: seats.seats,
  });
  const payments = createPayments({
    ...core,
    carts: cartsRepository,
    payments: paymentsRepository,
    seats: seats.seats,
    users: users.repository,
    coupons: coupons.coupons,
    holdMinutes: settings.holdMinutes,
    onChargeRefunded: refunds.refunds.recordProcessorRefunds,
  });
  const accountLinks = createAccountLinks({
    ...core,
    users: users.users,
    startSession: (userId, request) => signIn.startSession(userId, request),
    steadyAnswerWait: settings.steadyAnswerWait,
  });
  const signIn = createSignIn({
    ...core,
    ...settings,
    mail: mail.mail,
    accountLinks: accountLinks.accountLinks,
    users: users.users,
  });

  const modules: ServerModule[] = [
    createHealth(core),
    createApiDocs(),
    classes,
    createCalendar(core),
    createAttendance(core),
    images,
    instructors,
    createNewsletter(core),
    users,
    createAccountSecurity({
      ...core,
      accountLinks: accountLinks.repository,
      authRateLimit: settings.authRateLimit,
      sessionTokenOf: settings.sessionTokenOf,
    }),
    createContactMessages(core),
    mail,
    createTeachingApplications(core),
    carts,
    createEnrolments({ ...core, seats: seats.seats }),
    payments,
    receipts,
    earnings,
    coupons,
    createAudit(core),
    createLedger(core),
    createReports(core),
    refunds,
    schoolSettings,
    waitlist,
    signIn,
    accountLinks,
    createReminders({ ...core, momentMails, run: settings.firstSessionReminders }),
  ];
  return {
    modules,
    auth: signIn.auth,
    classes: classes.classes,
    pageHeads: classes.pageHeads,
    instructors: instructors.instructors,
  };
}
