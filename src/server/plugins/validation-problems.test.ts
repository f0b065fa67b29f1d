import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { translate } from '#server/i18n/translate';
import { sentValue, validationProblem } from './validation-problems.js';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(5, 'Too long')),
  code: z.string().check(z.minLength(3, 'Too short')),
  days: z.array(z.string()).check(z.minLength(1, 'Pick a day'), z.maxLength(2, 'Too many days')),
  price: z.number().check(z.gt(0, 'Above 0'), z.lte(1000, 'At most 1000')),
  seats: z.int('Whole'),
  id: z.guid('Not an id'),
  email: z.email('Bad email'),
  level: z.enum(['a1', 'b2'], 'Pick a level'),
  time: z.string().check(z.regex(/^\d\d:\d\d$/, 'HH:MM')),
  ok: z.boolean('true or false'),
});

/** What each field of `body` is said to have wrong, in German. */
function germanProblems(body: Record<string, unknown>) {
  const issues = schema.safeParse(body).error?.issues ?? [];
  return Object.fromEntries(
    issues.map((issue) => {
      const { code, path, message: _message, ...params } = issue;
      const at = `/${path.join('/')}`;
      const problem = validationProblem({ keyword: code, params }, sentValue(body, at) === undefined);
      return [path.join('.'), translate('de', problem)];
    }),
  );
}

describe('what is wrong with a field, by the kind of problem', () => {
  it('says a missing or blank field is required, and each limit with its number', () => {
    expect(
      germanProblems({
        name: '   ',
        code: 'ab',
        days: [],
        price: 0,
        seats: 1.5,
        id: 'x',
        email: 'nope',
        level: 'c9',
        time: '7pm',
        ok: 'yes',
      }),
    ).toEqual({
      name: 'Bitte fülle dieses Feld aus',
      code: 'Mindestens 3 Zeichen',
      days: 'Wähle mindestens 1 Eintrag',
      price: 'Muss größer als 0 sein',
      seats: 'Muss eine ganze Zahl sein',
      id: 'Keine gültige ID',
      email: 'Gib eine gültige E-Mail-Adresse ein',
      level: 'Wähle eines davon: a1, b2',
      time: 'Ist nicht in der erwarteten Form geschrieben',
      ok: 'Muss true oder false sein',
    });
  });

  it('says the upper limits, and that a field not sent at all is required', () => {
    const problems = germanProblems({ name: 'Too long a name', days: ['mon', 'tue', 'wed'], price: 1000.5 });
    expect(problems).toMatchObject({
      name: 'Höchstens 5 Zeichen',
      days: 'Wähle höchstens 2 Einträge',
      price: 'Darf höchstens 1.000 sein',
      code: 'Bitte fülle dieses Feld aus',
      level: 'Bitte fülle dieses Feld aus',
    });
  });

  it('finds the value a request sent at a path, and none past a value that is not an object', () => {
    const body = { schedule: { days: ['mon'] }, name: 'Ana' };
    expect(sentValue(body, '/schedule/days/0')).toBe('mon');
    expect(sentValue(body, '/name/first')).toBeUndefined();
    expect(sentValue(body, '/missing')).toBeUndefined();
  });
});
