import path from 'node:path';
import { buildApp, redactedLogPaths } from './app.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openConfiguredStore } from './db/open-store.js';
import type { Store } from './db/client.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '#server/seed/seed';
import {
  demoOidcOf,
  imagesDirOf,
  mailFromOf,
  parseEnv,
  serverLimitsOf,
  siteOriginsOf,
  siteUrlOf,
} from './env.js';
import { reservePort } from './reserve-port.js';
import { createFilePictureStore } from '#server/modules/images/picture-store';
import { createImagesRepository } from '#server/modules/images/images.repository';
import { movePicturesToFiles } from '#server/modules/images/move-pictures-to-files';
import { createOutboxTransport, createSmtpTransport } from '#server/modules/mail/mail-transport';
import { projectRoot } from './project-root.js';
import { resolveSessionSecret } from '#server/identity/secret';
import { loadSigningKeys } from '#server/identity/signing-keys';
import { createStripeProcessor } from '#server/card-processors/stripe';

const env = parseEnv();
const port = env.PORT === 0 ? await reservePort(env.HOST) : env.PORT;
const siteUrl = siteUrlOf(env, port);
const demoOidc = demoOidcOf(env);

let store: Store;
try {
  store = openConfiguredStore(env);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

await store.migrate();
const pictureStore = createFilePictureStore(imagesDirOf(env));
await movePicturesToFiles(createImagesRepository(store.db), pictureStore, { log: console.log });
const seeded =
  env.NODE_ENV !== 'production' && env.SEED_DEMO === 'auto' ? await seedDemoData(store.db) : false;

const processor =
  env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
    ? createStripeProcessor({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      })
    : undefined;

const app = await buildApp({
  store,
  clientDir: path.join(projectRoot(), 'dist/client'),
  logger: { level: env.LOG_LEVEL, redact: { paths: redactedLogPaths, censor: '[redacted]' } },
  trustedOrigins: siteOriginsOf(env, port),
  // One hop (the reverse proxy): the client address is the one it appended to X-Forwarded-For, not one a
  // client wrote into the header itself (which would get round the per-address sign-in limits).
  trustProxy: env.NODE_ENV === 'production' ? 1 : false,
  baseURL: siteUrl,
  publicUrl: env.PUBLIC_URL,
  sessionSecret: resolveSessionSecret(env.SESSION_SECRET, path.resolve(env.DATA_DIR)),
  authRateLimit: env.AUTH_RATE_LIMIT === 'on',
  demoOidcKeys: loadSigningKeys(path.resolve(env.DATA_DIR)),
  thirdParty: { ...env, DEMO_OIDC: demoOidc },
  processor,
  holdMinutes: env.SEAT_HOLD_MINUTES,
  waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
  waitlistMaxLines: env.WAITLIST_MAX_LINES,
  classListCacheMs: env.CLASS_LIST_CACHE_MS,
  sessionCacheMs: env.SESSION_CACHE_MS,
  serverLimits: serverLimitsOf(env),
  imageUploadLimits: {
    perHour: env.IMAGE_UPLOADS_PER_HOUR,
    bytesPerAccount: env.IMAGE_STORAGE_MB_PER_ACCOUNT * 1024 * 1024,
  },
  pictureStore,
  mail: {
    transport: env.SMTP_URL
      ? createSmtpTransport({ url: env.SMTP_URL, timeoutMs: env.MAIL_SEND_TIMEOUT_MS })
      : createOutboxTransport(),
    from: mailFromOf(env),
    send: true,
    sender: { retryBaseMs: env.MAIL_RETRY_BASE_MS, claimMs: 4 * env.MAIL_SEND_TIMEOUT_MS },
  },
  firstSessionReminders: { run: true },
  waitlistOffers: { run: true },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
  } finally {
    await store.close();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port, host: env.HOST });
const where =
  store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(env.DATA_DIR)}`;
console.log(`\nSpeak the World is running at ${siteUrl}  (store: ${where})`);
console.log(
  processor
    ? 'Payments: Stripe.'
    : 'Payments: the built-in simulated card processor (test cards only, no real money).',
);
console.log(
  env.SMTP_URL
    ? `Mail: sent through ${new URL(env.SMTP_URL).host} from ${mailFromOf(env)}.`
    : 'Mail: kept in the embedded outbox (no SMTP_URL), readable by admins at /dashboard/outbox.',
);
if (demoOidc === 'on' && !env.OIDC_ISSUER && (env.PUBLIC_URL || env.NODE_ENV === 'production')) {
  console.log(
    'Demo sign-in: on (DEMO_OIDC=on). Anyone may type any address into it; its accounts stay unverified until their mailbox confirms.',
  );
}
if (env.NODE_ENV !== 'production') {
  console.log(`${seeded ? 'Seeded the demo school. ' : ''}Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(24)} ${account.role}`);
}
