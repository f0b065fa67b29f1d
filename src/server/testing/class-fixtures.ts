import { testApi } from './fixtures.js';
import type { TestContext } from './test-app.js';

// The old names of parts of ./fixtures.ts, kept only while tests of the enrolment modules import them.
export { postClass, SPANISH_B1_MEET, spanishB1Class, spanishB1Schedule } from './fixtures.js';

export function apiCaller(ctx: TestContext) {
  return testApi(ctx).send;
}
