import type { App } from '#server/app';
import { testApi } from './fixtures.js';

// The old names of parts of ./fixtures.ts, kept only while tests of the enrolment modules import them.
export { classRow, createClass, GOOD_CARD } from './fixtures.js';

export function purchaseApi(inject: App['inject']) {
  return testApi({ app: { inject } });
}
