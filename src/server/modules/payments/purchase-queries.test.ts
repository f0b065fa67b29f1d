import { afterAll, beforeAll, expect, it } from 'vitest';
import { countQueries, type CountedStatement } from '#server/testing/query-counter';
import { createClass, GOOD_CARD, testApi } from '#server/testing/fixtures';
import { useTestApp } from '#server/testing/test-app';

const ctx = useTestApp();
let counter: ReturnType<typeof countQueries>;
beforeAll(() => {
  counter = countQueries();
});
afterAll(() => counter.stop());

/**
 * What each statement is, in a word or two: its verb, and the row locks it takes. Who is asking (the session
 * and its account) is the viewer's business and is left out, so a cache there changes nothing here.
 */
function shape(statements: CountedStatement[]): string[] {
  return statements
    .filter((s) => !/\bsessions\b/.test(s.text))
    .map((s) => {
      const verb = /^\s*(\w+)/.exec(s.text)?.[1]?.toLowerCase() ?? '?';
      const locks = [...s.text.matchAll(/for (no key update|update)\b/gi)].map((m) => m[0].toLowerCase());
      return [verb, ...locks].join(' ');
    });
}

it('takes the purchase path in as few statements as it did when this test was written', async () => {
  const api = testApi(ctx);
  const student = await ctx.createUser();
  const cls = await createClass(ctx, { availableSeats: 5 });
  const step = async (run: () => ReturnType<typeof api.select>) => {
    const { result, statements } = await counter.during(run);
    expect(result.statusCode, result.body).toBe(200);
    return { body: result.json(), shape: shape(statements) };
  };

  const select = await step(() => api.select(student, cls.id));
  // The class with whether the student is enrolled, then the item.
  expect(select.shape).toEqual(['select', 'insert']);

  const cartItemId = select.body.insertedId as string;
  const intent = await step(() => api.intent(student, cartItemId));
  // The item; the hold in one transaction (both locks; every count and whether anyone waits for a seat of
  // the class (students in line come first) in one statement; the hold); the intent and its item.
  expect(intent.shape).toEqual([
    'select',
    'begin',
    'select for no key update for update',
    'select',
    'update',
    'commit',
    'insert',
    'update',
  ]);

  const confirm = await step(() => api.confirm(student, intent.body.clientSecret, GOOD_CARD));
  // A good card is checked before the store is asked; one conditional update confirms.
  expect(confirm.shape).toEqual(['update']);

  const record = await step(() => api.record(student, confirm.body.id, cartItemId));
  // Recorded before?; the processor's word; then the class lock, what the rules need (whether the student
  // has a place in the class's waitlist among it), and every write at once; then the sale's earnings and
  // the receipt mail, in the same transaction. A student with no place in the line has none to close.
  expect(record.shape).toEqual([
    'select',
    'select',
    'begin',
    'select for update',
    'select',
    'with',
    'insert',
    'insert',
    'commit',
  ]);
});
