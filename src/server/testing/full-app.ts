import type { App, AppOptions } from '#server/app';
import { createStripeProcessor } from '#server/card-processors/stripe';
import type { StripeProcessor } from '#server/card-processors/processor';
import { createFakeStripe, type FakeStripe } from './fake-stripe.js';
import { freePort } from './free-port.js';
import { buildTestApp, createTestApp, type TestContext } from './test-app.js';
import { routeCollector } from './route-collector.js';

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

export interface FullTestApp {
  /** The app as it runs by default: simulated cards and the bundled OpenID Connect provider at /oidc. */
  ctx: TestContext;
  /** Its address; it listens there, so the auth library can read the provider's discovery document. */
  base: string;
  /** A second app over the same store with Stripe as the card processor (Stripe's API faked). */
  stripeApp: App;
  stripe: { processor: StripeProcessor; fake: FakeStripe };
  /** `METHOD /path` of every route of both apps. */
  routes(): string[];
  close(): Promise<void>;
}

/** Every route the product has, in one store: what the matrix, the fuzzing and the CSRF checks cover. */
export async function createFullTestApp(options: Partial<AppOptions> = {}): Promise<FullTestApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const routes = routeCollector();
  const stripeRoutes = routeCollector();
  const ctx = await createTestApp({
    baseURL: base,
    thirdParty: { DEMO_OIDC: 'on' },
    onRoute: routes.onRoute,
    ...options,
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const fake = createFakeStripe();
  const processor = createStripeProcessor({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: TEST_WEBHOOK_SECRET,
    fetch: fake.fetch,
  });
  const stripeApp = await buildTestApp(ctx.store, {
    authRateLimit: options.authRateLimit,
    processor,
    onRoute: stripeRoutes.onRoute,
  });
  return {
    ctx,
    base,
    stripeApp,
    stripe: { processor, fake },
    routes: () => [...new Set([...routes.list(), ...stripeRoutes.list()])].sort(),
    async close() {
      await stripeApp.close();
      await ctx.close();
    },
  };
}
