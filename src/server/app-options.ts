import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { Store } from '#server/db/client';
import type { ThirdPartyEnv } from '#server/identity/third-party';
import type { AnyProcessor } from '#server/card-processors/processor';
import type { UploadLimits } from '#server/modules/images/images.service';
import type { PictureStore } from '#server/modules/images/picture-store';
import type { MailOptions } from '#server/modules/mail/mail.module';
import type { ServerLimits } from '#server/server-limits';

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
  /** How many requests for a picture find and read it at once, and how many more may wait (503 past them). */
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
