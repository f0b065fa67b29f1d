import Fastify, { type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Store } from './db/client.js';
import { AppError } from './errors.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { createAnswerCache, registerAnswerCacheInvalidation } from './plugins/answer-cache.js';
import { registerViewer } from '#server/plugins/viewer';
import { registerSecurityHeaders } from '#server/plugins/security-headers';
import { createViewerCache } from '#server/identity/viewer-cache';
import { followViewerChanges, noViewerChanges } from '#server/identity/viewer-changes';
import { hasBuiltClient, registerClientApp } from './plugins/client-app.js';
import { createAuth, SESSION_SECONDS } from '#server/identity/auth';
import { createSessionsRepository } from '#server/identity/sessions.repository';
import { genericOAuth } from 'better-auth/plugins';
import { registerDemoIdentityProvider } from '#server/identity/demo-identity-provider';
import { generateSigningKey } from '#server/identity/signing-keys';
import { resolveThirdParty, type ThirdPartyEnv } from '#server/identity/third-party';
import { authRoutes } from '#server/modules/sign-in/sign-in.routes';
import { createRateLimitRepository } from '#server/rate-limits/rate-limit.repository';
import {
  authLimits,
  createRateLimitService,
  TOO_MANY_NEW_ACCOUNTS,
} from '#server/rate-limits/rate-limit.service';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { classesRoutes } from './modules/classes/classes.routes.js';
import { createClassesRepository } from './modules/classes/classes.repository.js';
import { createClassesService } from './modules/classes/classes.service.js';
import { classSessionsRepository } from './modules/classes/class-sessions.repository.js';
import { classPageHeads } from './modules/classes/class-page-head.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { createAttendanceRepository } from './modules/attendance/attendance.repository.js';
import { createAttendanceService } from './modules/attendance/attendance.service.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { createCalendarRepository } from './modules/calendar/calendar.repository.js';
import { createCalendarService } from './modules/calendar/calendar.service.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { createImagesRepository } from './modules/images/images.repository.js';
import { createImagesService, type UploadLimits } from './modules/images/images.service.js';
import { createMemoryPictureStore, type PictureStore } from './modules/images/picture-store.js';
import { instructorsRoutes } from './modules/instructors/instructors.routes.js';
import { createInstructorsRepository } from './modules/instructors/instructors.repository.js';
import { createInstructorsService } from './modules/instructors/instructors.service.js';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes.js';
import { createSitePagesService } from './modules/site-pages/site-pages.service.js';
import { newsletterRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './modules/newsletter/newsletter.routes.js';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { contactMessagesRoutes } from './modules/contact-messages/contact-messages.routes.js';
import { createContactMessagesRepository } from './modules/contact-messages/contact-messages.repository.js';
import { createContactMessagesService } from './modules/contact-messages/contact-messages.service.js';
import { teachingApplicationsRoutes } from './modules/teaching-applications/teaching-applications.routes.js';
import { createTeachingApplicationsRepository } from './modules/teaching-applications/teaching-applications.repository.js';
import { createTeachingApplicationsService } from './modules/teaching-applications/teaching-applications.service.js';
import { cartsRoutes } from './modules/carts/carts.routes.js';
import { createCartsRepository } from './modules/carts/carts.repository.js';
import { createCartsService } from './modules/carts/carts.service.js';
import { enrolmentsRoutes } from './modules/enrolments/enrolments.routes.js';
import { createEnrolmentsRepository } from './modules/enrolments/enrolments.repository.js';
import { createEnrolmentsService } from './modules/enrolments/enrolments.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsRepository } from './modules/payments/payments.repository.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { seatsRepository } from './modules/seats/seats.repository.js';
import { receiptsRoutes } from './modules/receipts/receipts.routes.js';
import { createReceiptsRepository } from './modules/receipts/receipts.repository.js';
import { createReceiptsService } from './modules/receipts/receipts.service.js';
import { createSeatsService } from './modules/seats/seats.service.js';
import { earningsRoutes } from './modules/earnings/earnings.routes.js';
import { createEarningsRepository } from './modules/earnings/earnings.repository.js';
import { createEarningsService } from './modules/earnings/earnings.service.js';
import { commissionRoutes } from './modules/school-settings/commission.routes.js';
import { createCommissionRepository } from './modules/school-settings/commission.repository.js';
import { createCommissionService } from './modules/school-settings/commission.service.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { createCouponsRepository } from './modules/coupons/coupons.repository.js';
import { createCouponRedemptions, createCouponsService } from './modules/coupons/coupons.service.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { ledgerRoutes } from './modules/ledger/ledger.routes.js';
import { createLedgerRepository } from './modules/ledger/ledger.repository.js';
import { createLedgerService } from './modules/ledger/ledger.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { createReportsRepository } from './modules/reports/reports.repository.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { refundsRoutes } from './modules/refunds/refunds.routes.js';
import { createRefundsRepository } from './modules/refunds/refunds.repository.js';
import { createRefundsService } from './modules/refunds/refunds.service.js';
import { schoolSettingsRoutes } from './modules/school-settings/school-settings.routes.js';
import { createSchoolSettingsRepository } from './modules/school-settings/school-settings.repository.js';
import { createSchoolSettingsService } from './modules/school-settings/school-settings.service.js';
import { createWaitlistRepository } from './modules/waitlist/waitlist.repository.js';
import { createWaitlistService } from './modules/waitlist/waitlist.service.js';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.js';
import { transactionsOf } from '#server/db/transaction';
import { createMailRepository } from '#server/modules/mail/mail.repository';
import { createMailQueue } from '#server/modules/mail/mail-queue';
import { createMailService } from '#server/modules/mail/mail.service';
import { createMomentMails } from '#server/modules/mail/moment-mails';
import { createFirstSessionReminders } from '#server/modules/reminders/first-session-reminders';
import { createRemindersRepository } from '#server/modules/reminders/reminders.repository';
import { mailRoutes } from '#server/modules/mail/mail.routes';
import { createAccountLinksRepository } from '#server/modules/account-links/account-links.repository';
import { createAccountLinksService } from '#server/modules/account-links/account-links.service';
import { accountLinksRoutes } from '#server/modules/account-links/account-links.routes';
import { sessionSetCookie } from '#server/identity/session-cookie';
import { createMailSender, type MailSenderOptions } from '#server/modules/mail/mail-sender';
import { createOutboxTransport, type MailTransport } from '#server/modules/mail/mail-transport';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.js';
import { apiDocsRoutes } from '#server/modules/api-docs/api-docs.routes';
import { accountSecurityRoutes } from '#server/modules/account-security/account-security.routes';
import { createAccountSecurityRepository } from '#server/modules/account-security/account-security.repository';
import { createAccountSecurityService } from '#server/modules/account-security/account-security.service';
import { createPasswordCheckLimit } from '#server/modules/account-security/password-check-limit';
import { sessionCookieName, signedSessionToken } from '#server/identity/session-cookie';
import { registerOpenApi } from '#server/modules/api-docs/openapi';
import type { AnyProcessor } from '#server/card-processors/processor';
import { createSimulatedProcessor } from '#server/card-processors/simulated';
import {
  applyConnectionLimit,
  defaultServerLimits,
  serverOptions,
  type ServerLimits,
} from './server-limits.js';
import { enforceConnectionDeadlines } from './connection-deadlines.js';

export interface AppOptions {
  store: Store;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA (dist/client); null serves the API only. */
  clientDir?: string | null;
  trustedOrigins?: string[];
  /** Behind a proxy: true trusts every hop, a number that many hops from the app (the client is the next one). */
  trustProxy?: boolean | number;
  /**
   * The site's own address (PUBLIC_URL, else the address the server was started on), for the auth library's
   * links and redirects; never taken from a request's headers.
   */
  baseURL?: string;
  /**
   * The site's public address (PUBLIC_URL): the base of the absolute links in pages' heads (link previews),
   * mails, calendar files and feed URLs; baseURL when absent.
   */
  publicUrl?: string;
  sessionSecret?: string;
  secureCookies?: boolean;
  /** Off only for load tests (AUTH_RATE_LIMIT=off). */
  authRateLimit?: boolean;
  /** How sign-ins of an account under attack are held back (a timer); tests record the delays instead. */
  signInSlowDown?: (ms: number) => Promise<unknown>;
  /**
   * How the auth library hashes passwords: argon2id at OWASP's cost unless given. Tests that count dozens of
   * sign-ins give a cheap argon2id, so their time does not follow the machine's load; main.ts never does.
   */
  hashPassword?: (password: string) => Promise<string>;
  /** How sign-up and "Forgot password?" hold their answers to an even time (a timer); tests record them. */
  steadyAnswerWait?: (ms: number) => Promise<unknown>;
  /** Third-party sign-in: an outside OpenID Connect issuer, or the bundled demo provider. Off when absent. */
  thirdParty?: ThirdPartyEnv;
  /** Signing keys of the bundled demo provider; a fresh one per process when absent. */
  demoOidcKeys?: object[];
  /** The card processor; the built-in simulated one (over this store) by default. */
  processor?: AnyProcessor;
  /** How long asking to pay holds a seat (SEAT_HOLD_MINUTES). */
  holdMinutes?: number;
  /** The clock of seat holds, payments and card expiry; tests move it. */
  now?: () => Date;
  /**
   * How long the list of approved classes may be reused between requests (CLASS_LIST_CACHE_MS); off (0)
   * by default, for tests that change the store directly.
   */
  classListCacheMs?: number;
  /**
   * How long a session's account may be reused between requests (SESSION_CACHE_MS); off (0) by default,
   * for tests that change the store directly on PostgreSQL, whose notices arrive a moment later.
   */
  sessionCacheMs?: number;
  /** Timeouts and the connection limit of the HTTP server; the defaults of server-limits.ts when absent. */
  serverLimits?: Partial<ServerLimits>;
  /** Per-account upload limits (IMAGE_UPLOADS_PER_HOUR, IMAGE_STORAGE_MB_PER_ACCOUNT). */
  imageUploadLimits?: UploadLimits;
  /**
   * Where the bytes of uploaded pictures live (a folder under IMAGES_DIR, shared by every process of the
   * site); in memory by default, for tests.
   */
  pictureStore?: PictureStore;
  /** How many pictures are decoded at once and how many more may wait (503 past them). */
  imageEncoding?: { concurrency: number; waiting: number };
  /** How many pieces of picture-sending work run at once and how many requests for one may wait. */
  imageSending?: { concurrency: number; waiting: number };
  /** Outgoing mail: where it goes (the embedded outbox by default) and whether this process sends it. */
  mail?: MailOptions;
  /**
   * Run the job that queues the reminders of first sessions in this process (the server does, every minute;
   * API tests run it themselves).
   */
  firstSessionReminders?: { run: boolean; pollMs?: number };
  /** How long a seat offered to the first student on a waitlist is held for them (WAITLIST_OFFER_HOURS). */
  waitlistOfferHours?: number;
  /** How many waitlists one student may be in at once (WAITLIST_MAX_LINES). */
  waitlistMaxLines?: number;
  /**
   * Run the job that passes expired waitlist offers on and offers seats freed by ended holds (the server
   * does, every minute; API tests run it themselves).
   */
  waitlistOffers?: { run: boolean; pollMs?: number };
  /** Told of every route as it is added (the authorization matrix lists the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

export interface MailOptions {
  transport?: MailTransport;
  /** The sender address (MAIL_FROM). */
  from?: string;
  /**
   * Run the sender loop in this process (the server does; API tests leave the mails queued and read them,
   * or run the sender themselves).
   */
  send?: boolean;
  sender?: Pick<MailSenderOptions, 'pollMs' | 'retryBaseMs' | 'maxRetryMs' | 'claimMs' | 'batchSize'>;
}

export const DEFAULT_MAIL_FROM = 'Speak the World <no-reply@localhost>';

export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.newPassword',
  '*.card',
];

/** A link's secret in a query string (the newsletter's unsubscribe URL) is written to the log as `[redacted]`. */
export function urlForLog(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request line in the log, with the secrets of links left out of its URL. */
function withRequestSerializer(logger: AppOptions['logger']): AppOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger ?? false;
  return {
    ...logger,
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: urlForLog(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      ...logger.serializers,
    },
  };
}

export async function buildApp(options: AppOptions) {
  const { store } = options;
  const serverLimits = { ...defaultServerLimits, ...options.serverLimits };
  const app = Fastify({
    ...serverOptions(serverLimits),
    logger: withRequestSerializer(options.logger),
    // Fastify reads a number as that many hops but its types lack it: the same rule as a function.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // An email of the longest allowed (120 characters, some of them %-encoded) must fit in a path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A URL the router cannot decode never reaches the hooks: answer it in our error shape all the same.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  applyConnectionLimit(app.server, serverLimits);
  enforceConnectionDeadlines(app.server, serverLimits);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const baseURL = options.baseURL ?? 'http://localhost';
  const trustedOrigins = options.trustedOrigins ?? [];
  const secret = options.sessionSecret ?? randomUUID() + randomUUID();
  const thirdParty = options.thirdParty ? resolveThirdParty(options.thirdParty, baseURL, secret) : null;
  const now = options.now ?? (() => new Date());
  const rateLimitRepository = createRateLimitRepository(store.db);
  const limits = createRateLimitService(rateLimitRepository, {
    enabled: options.authRateLimit ?? true,
    now: () => now().getTime(),
    slowDown: options.signInSlowDown,
  });
  const mailRepository = createMailRepository(store.db);
  const sendsMail = options.mail?.transport?.kind === 'smtp';
  const enqueueMail = createMailQueue(mailRepository);
  if (options.mail?.send) {
    const sender = createMailSender({
      ...options.mail.sender,
      repository: mailRepository,
      transport: options.mail.transport ?? createOutboxTransport(),
      from: options.mail.from ?? DEFAULT_MAIL_FROM,
      log: app.log,
    });
    app.addHook('onReady', async () => sender.start());
    // Before the store closes: the mails being sent now are marked sent, not sent again by the next process.
    app.addHook('onClose', () => sender.stop());
  }

  const mail = createMailService({
    repository: mailRepository,
    enqueue: enqueueMail,
    transactions: transactionsOf(store.db),
    siteUrl: options.publicUrl ?? baseURL,
    sendsMail,
  });
  const momentMails = createMomentMails({ enqueue: enqueueMail, siteUrl: options.publicUrl ?? baseURL });
  if (options.firstSessionReminders?.run) {
    const reminders = createFirstSessionReminders({
      repository: createRemindersRepository(store.db),
      transactions: transactionsOf(store.db),
      queue: momentMails.queueFirstSessionReminder,
      now,
      pollMs: options.firstSessionReminders.pollMs,
      log: app.log,
    });
    app.addHook('onReady', async () => reminders.start());
    app.addHook('onClose', () => reminders.stop());
  }
  const secureCookies = options.secureCookies ?? baseURL.startsWith('https:');
  const auth = createAuth({
    db: store.db,
    baseURL,
    secret,
    trustedOrigins,
    secureCookies,
    hashPassword: options.hashPassword,
    plugins: thirdParty ? [genericOAuth({ config: [thirdParty.config] })] : [],
    beforeThirdPartySignUp: (address) =>
      limits.check(
        [{ key: `sign-up:ip:${address}`, limit: authLimits.signUpPerAddress }],
        TOO_MANY_NEW_ACCOUNTS,
      ),
    afterSignUp: async (account) => {
      // The account exists either way; a welcome that could not be queued is logged, not the sign-up's failure.
      await mail.queueWelcome(account).catch((error: unknown) => {
        app.log.error({ err: error, userId: account.id }, 'the welcome mail could not be queued');
      });
      // An address no issuer vouched for (the demo provider's) is verified through the mail, as an email sign-up's is.
      if (account.thirdParty && !account.emailVerified) {
        await accountLinks.queueVerification(account).catch((error: unknown) => {
          app.log.error({ err: error, userId: account.id }, 'the verification mail could not be queued');
        });
      }
    },
  });

  const accountLinksRepository = createAccountLinksRepository(store.db);
  const accountLinks = createAccountLinksService({
    repository: accountLinksRepository,
    transactions: transactionsOf(store.db),
    enqueue: enqueueMail,
    limits,
    siteUrl: options.publicUrl ?? baseURL,
    now,
    sendsMail,
  });
  const startSession = async (userId: string, request: FastifyRequest) => {
    const context = await auth.$context;
    const session = await context.internalAdapter.createSession(userId, false, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return sessionSetCookie(session.token, secret, secureCookies, SESSION_SECONDS);
  };

  const processor = options.processor ?? createSimulatedProcessor(store.db, { now });
  // Stripe Elements runs in Stripe's frames and scripts; allowed only when Stripe is the processor.
  const stripe = processor.kind === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe ? [...stripeScripts, 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];

  registerErrorHandler(app);
  // Only JSON (and multipart where a route asks for it): a text/plain body is the classic cross-site form post.
  app.removeContentTypeParser('text/plain');
  const viewerCache = createViewerCache({ ttlMs: options.sessionCacheMs ?? 0 });
  const viewerChanges = viewerCache.enabled ? await followViewerChanges(store, viewerCache) : noViewerChanges;
  app.addHook('onClose', viewerChanges.stop);
  registerViewer(app, {
    auth,
    sessions: createSessionsRepository(store.db),
    secret,
    secureCookies,
    cache: viewerCache,
    changes: viewerChanges,
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripeApi],
        frameSrc: ["'self'", ...stripeFrames],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The sign-in popup talks to its opener, so the opener must stay reachable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024 });
  registerOriginCheck(app, {
    trustedOrigins: [baseURL, ...trustedOrigins],
    skip: [STRIPE_WEBHOOK_PATH],
    // Mail programs post the one-click unsubscribe with no Origin and no cookie (RFC 8058); the link's
    // 256-bit secret is the key, and all it can do is take its own address off the list.
    skipPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
  });
  const publicAnswers = createAnswerCache({ ttlMs: options.classListCacheMs ?? 0 });
  registerAnswerCacheInvalidation(app, publicAnswers);
  registerInputGuard(app);
  await registerOpenApi(app, { stripe });

  const images = createImagesService(
    createImagesRepository(store.db),
    options.pictureStore ?? createMemoryPictureStore(),
    { limits: options.imageUploadLimits, encoding: options.imageEncoding, sending: options.imageSending },
  );
  const cartsRepository = createCartsRepository(store.db);
  const schoolSettingsRepository = createSchoolSettingsRepository(store.db);
  const waitlist = createWaitlistService({
    transactions: transactionsOf(store.db),
    waitlist: createWaitlistRepository(store.db),
    seats: seatsRepository,
    carts: cartsRepository,
    now,
    offerHours: options.waitlistOfferHours ?? 24,
    maxLines: options.waitlistMaxLines,
    queueOffer: momentMails.queueWaitlistOffer,
    queueWithdrawal: momentMails.queueWaitlistWithdrawal,
    log: app.log,
  });
  if (options.waitlistOffers?.run) {
    const job = waitlist.createJob(options.waitlistOffers.pollMs);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  }
  const classesRepository = createClassesRepository(store.db);
  const classes = createClassesService(classesRepository, images, {
    db: store.db,
    transactions: transactionsOf(store.db),
    sessions: classSessionsRepository,
    now,
    onReviewed: momentMails.queueClassReview,
    onSessionChanged: momentMails.queueSessionChange,
    onSeatsMayFree: waitlist.offerFreedSeatsQuietly,
    settings: () => schoolSettingsRepository.get(),
  });
  const calendar = createCalendarService(createCalendarRepository(store.db), { now });
  const attendance = createAttendanceService({
    attendance: createAttendanceRepository(store.db),
    transactions: transactionsOf(store.db),
    now,
  });
  const instructors = createInstructorsService(createInstructorsRepository(store.db), classesRepository);
  const newsletter = createNewsletterService({
    repository: createNewsletterRepository(store.db),
    limits,
    transactions: transactionsOf(store.db),
    enqueue: enqueueMail,
    siteUrl: options.publicUrl ?? baseURL,
    now,
    sendsMail,
  });
  const usersRepository = createUsersRepository(store.db);
  // AUTH_RATE_LIMIT=off lifts the sign-in limits for load tests; the contact form keeps its own.
  const contactMessages = createContactMessagesService({
    messages: createContactMessagesRepository(store.db),
    transactions: transactionsOf(store.db),
    enqueue: enqueueMail,
    siteUrl: options.publicUrl ?? baseURL,
    sendsMail,
    limits: createRateLimitService(rateLimitRepository, { enabled: true, now: () => now().getTime() }),
  });
  const teachingApplications = createTeachingApplicationsService(
    createTeachingApplicationsRepository(store.db),
  );
  const paymentsRepository = createPaymentsRepository(store.db);
  const holdMinutes = options.holdMinutes ?? 10;
  const receipts = createReceiptsService({
    repository: createReceiptsRepository(store.db),
    enqueue: enqueueMail,
    siteUrl: options.publicUrl ?? baseURL,
  });
  const commission = createCommissionService({
    repository: createCommissionRepository(store.db),
    transactions: transactionsOf(store.db),
    now,
  });
  const earnings = createEarningsService({
    repository: createEarningsRepository(store.db),
    transactions: transactionsOf(store.db),
    commissionPercent: async () => (await commission.read()).commissionPercent,
    now,
  });
  const couponsRepository = createCouponsRepository(store.db);
  const coupons = createCouponsService({
    repository: couponsRepository,
    carts: cartsRepository,
    transactions: transactionsOf(store.db),
    now,
  });
  const seats = createSeatsService({
    afterEnrolPaid: async (tx, payment) => {
      await earnings.recordSale(tx, payment);
      await receipts.queueReceipt(tx, payment);
      if (payment.inWaitlist !== false) await waitlist.acceptEnrolled(tx, payment.classId, payment.userId);
    },
    offerToWaitlist: waitlist.offerBeforeSeat,
    transactions: transactionsOf(store.db),
    seats: seatsRepository,
    carts: cartsRepository,
    payments: paymentsRepository,
    coupons: createCouponRedemptions(couponsRepository),
    now,
    holdMinutes,
  });
  const users = createUsersService(usersRepository, {
    transactions: transactionsOf(store.db),
    seats,
    processor,
    log: app.log,
    onRoleChanged: momentMails.queueRoleChange,
    onRefunded: (tx, made) => refunds.recordAccountRefund(tx, made),
  });
  const carts = createCartsService({
    carts: cartsRepository,
    seats,
    processor,
    now,
    log: app.log,
    afterRelease: waitlist.offerFreedSeatsQuietly,
    refundPolicy: async () => (await schoolSettingsRepository.get()).refundPolicy,
  });
  const enrolments = createEnrolmentsService({
    enrolments: createEnrolmentsRepository(store.db),
    seats,
    now,
  });
  const accountSecurity = createAccountSecurityService({
    repository: createAccountSecurityRepository(store.db),
    transactions: transactionsOf(store.db),
    enqueue: enqueueMail,
    spendResetLinks: (tx, userId, at) => accountLinksRepository.spendOthers(tx, userId, 'reset-password', at),
    limit: createPasswordCheckLimit(rateLimitRepository, {
      enabled: options.authRateLimit ?? true,
      now: () => now().getTime(),
    }),
    siteUrl: options.publicUrl ?? baseURL,
    now,
  });
  const schoolSettings = createSchoolSettingsService({
    repository: schoolSettingsRepository,
    transactions: transactionsOf(store.db),
    now,
  });
  const refunds = createRefundsService({
    repository: createRefundsRepository(store.db),
    settings: schoolSettingsRepository,
    seats: seatsRepository,
    transactions: transactionsOf(store.db),
    processor,
    enqueue: enqueueMail,
    siteUrl: options.publicUrl ?? baseURL,
    now,
    log: app.log,
    onSeatFreed: waitlist.offerFreedSeatsQuietly,
  });
  const payments = createPaymentsService({
    carts: cartsRepository,
    payments: paymentsRepository,
    seats,
    users: usersRepository,
    coupons,
    processor,
    holdMinutes,
    log: app.log,
    now,
    onChargeRefunded: refunds.recordProcessorRefunds,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { store });
      await api.register(apiDocsRoutes);
      await api.register(classesRoutes, { classes, publicAnswers });
      await api.register(calendarRoutes, { calendar, siteUrl: options.publicUrl ?? baseURL });
      await api.register(attendanceRoutes, { attendance });
      await api.register(imagesRoutes, { images });
      await api.register(instructorsRoutes, { instructors });
      await api.register(newsletterRoutes, { newsletter });
      await api.register(usersRoutes, { users });
      await api.register(accountSecurityRoutes, {
        security: accountSecurity,
        sessionTokenOf: (request) =>
          signedSessionToken(request.headers.cookie, sessionCookieName(secureCookies), secret),
      });
      await api.register(contactMessagesRoutes, { contactMessages });
      await api.register(mailRoutes, { mail });
      await api.register(teachingApplicationsRoutes, { applications: teachingApplications });
      await api.register(cartsRoutes, { carts });
      await api.register(enrolmentsRoutes, { enrolments });
      await api.register(paymentsRoutes, { payments, processor: processor.kind });
      await api.register(receiptsRoutes, { receipts });
      await api.register(earningsRoutes, { earnings });
      await api.register(commissionRoutes, { commission });
      await api.register(couponsRoutes, { coupons });
      await api.register(auditRoutes, { audit: createAuditService({ db: store.db }) });
      await api.register(ledgerRoutes, {
        ledger: createLedgerService({ repository: createLedgerRepository(store.db) }),
      });
      await api.register(reportsRoutes, {
        reports: createReportsService({ repository: createReportsRepository(store.db), now }),
      });
      await api.register(refundsRoutes, { refunds });
      await api.register(schoolSettingsRoutes, { settings: schoolSettings });
      await api.register(waitlistRoutes, { waitlist });
      if (processor.kind === 'stripe') await api.register(stripeWebhookRoutes, { payments });
      await api.register(authRoutes, {
        prefix: '/auth',
        auth,
        baseURL,
        limits,
        users: usersRepository,
        thirdParty: thirdParty?.provider ?? null,
        links: accountLinks,
        steadyAnswerWait: options.steadyAnswerWait,
      });
      await api.register(accountLinksRoutes, {
        links: accountLinks,
        users: usersRepository,
        startSession,
        steadyAnswerWait: options.steadyAnswerWait,
      });
    },
    { prefix: '/api' },
  );

  if (thirdParty?.demo) {
    await registerDemoIdentityProvider(app, {
      ...thirdParty.demo,
      cookieKeys: [secret],
      signingKeys: options.demoOidcKeys ?? [generateSigningKey()],
    });
  }

  if (hasBuiltClient(options.clientDir)) {
    const sitePages = createSitePagesService({ classes, instructors, siteUrl: options.publicUrl ?? baseURL });
    await app.register(sitePagesRoutes, { sitePages });
    await registerClientApp(app, options.clientDir, {
      pageHeads: classPageHeads(classes, { siteUrl: options.publicUrl ?? baseURL, now }),
      pageKinds: sitePages.pageKind,
    });
  } else {
    app.setNotFoundHandler((request) => {
      throw AppError.notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
