import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppOptions } from '#server/app-options';
import { answerFrameworkError } from '#server/plugins/error-handler';
import { applyConnectionLimit, defaultServerLimits, serverOptions } from '#server/server-limits';
import { enforceConnectionDeadlines } from '#server/connection-deadlines';

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
function urlForLog(url: string): string {
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

/** The Fastify instance with its limits, request ids, log and zod schemas; no plugin and no route yet. */
export function createHttpServer(options: AppOptions) {
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
  return app;
}
