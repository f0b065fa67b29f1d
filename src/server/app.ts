import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import type { AppOptions } from '#server/app-options';
import { createCore } from '#server/composition/core';
import { createModules, moduleSettingsOf } from '#server/composition/modules';
import { registerModules } from '#server/composition/server-module';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { createHttpServer } from '#server/http-server';
import { createMail } from '#server/modules/mail/mail.module';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '#server/modules/newsletter/newsletter.routes';
import { STRIPE_WEBHOOK_PATH } from '#server/modules/payments/stripe-webhook.routes';
import { registerOpenApi } from '#server/modules/api-docs/openapi';
import { createSitePagesService } from '#server/modules/site-pages/site-pages.service';
import { sitePagesRoutes } from '#server/modules/site-pages/site-pages.routes';
import { createAnswerCache, registerAnswerCacheInvalidation } from '#server/plugins/answer-cache';
import { hasBuiltClient, registerClientApp } from '#server/plugins/client-app';
import { registerErrorHandler } from '#server/plugins/error-handler';
import { registerInputGuard } from '#server/plugins/input-guard';
import { registerOriginCheck } from '#server/plugins/origin-check';
import { registerRequestLocale } from '#server/plugins/request-locale';
import { registerSecurityHeaders } from '#server/plugins/security-headers';
import { registerViewerWithCache } from '#server/plugins/viewer';

export type { AppOptions } from '#server/app-options';
export { redactedLogPaths } from '#server/http-server';

/** The app: plugins, then every module (composition/modules.ts lists them), then the built SPA. No listen. */
export async function buildApp(options: AppOptions) {
  const app = createHttpServer(options);
  const baseURL = options.baseURL ?? 'http://localhost';
  const siteUrl = options.publicUrl ?? baseURL;
  const secret = options.sessionSecret ?? randomUUID() + randomUUID();
  const secureCookies = options.secureCookies ?? baseURL.startsWith('https:');
  const mail = createMail({ store: options.store, log: app.log, siteUrl, options: options.mail });
  const core = createCore(options, { log: app.log, siteUrl, mail });
  const publicAnswers = createAnswerCache({ ttlMs: options.classListCacheMs ?? 0 });
  const { modules, auth, ...site } = createModules(
    core,
    mail,
    moduleSettingsOf(options, { baseURL, secret, secureCookies, publicAnswers }),
  );

  registerErrorHandler(app);
  // Only JSON (and multipart where a route asks for it): a text/plain body is the classic cross-site form post.
  app.removeContentTypeParser('text/plain');
  await registerViewerWithCache(app, {
    store: options.store,
    auth,
    secret,
    secureCookies,
    ttlMs: options.sessionCacheMs ?? 0,
  });
  registerRequestLocale(app);
  const stripe = core.processor.kind === 'stripe';
  registerSecurityHeaders(app, { stripe });
  await app.register(compress, { threshold: 1024 });
  registerOriginCheck(app, {
    trustedOrigins: [baseURL, ...(options.trustedOrigins ?? [])],
    skip: [STRIPE_WEBHOOK_PATH],
    // Mail programs post the one-click unsubscribe with no Origin and no cookie (RFC 8058); the link's
    // 256-bit secret is the key, and all it can do is take its own address off the list.
    skipPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
  });
  registerAnswerCacheInvalidation(app, publicAnswers);
  registerInputGuard(app);
  await registerOpenApi(app, { stripe });

  await registerModules(app, modules);

  if (hasBuiltClient(options.clientDir)) {
    const sitePages = createSitePagesService({
      classes: site.classes,
      instructors: site.instructors,
      siteUrl,
    });
    await app.register(sitePagesRoutes, { sitePages });
    await registerClientApp(app, options.clientDir, {
      siteUrl,
      pageHeads: site.pageHeads,
      pageKinds: sitePages.pageKind,
    });
  } else {
    app.setNotFoundHandler((request) => {
      throw AppError.notFound(
        serverText('not_found.route', { method: request.method, path: request.url.split('?')[0]! }),
      );
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
