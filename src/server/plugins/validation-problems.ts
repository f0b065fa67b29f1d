import { serverText, type ServerText } from '#server/i18n/server-messages';

/** A zod issue as fastify-type-provider-zod hands it over: its code, and the rest of the issue in `params`. */
export interface ValidationIssue {
  keyword: string;
  params: Record<string, unknown>;
}

const isNumber = (value: unknown): value is number | bigint =>
  typeof value === 'number' || typeof value === 'bigint';
const limit = (value: number | bigint) => Number(value);

/** The value a request sent at an issue's path (`/schedule/days/0`), or undefined when it sent none. */
export function sentValue(root: unknown, instancePath: string): unknown {
  let current = root;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * What is wrong with a field, by the kind of the zod issue, for the languages other than English: the
 * schemas' own words are English sentences written for each field, while these say the same of any field.
 * `missing` is true when the request sent no value there at all.
 */
export function validationProblem(issue: ValidationIssue, missing: boolean): ServerText {
  const { keyword, params } = issue;
  if (missing) return serverText('field.required');
  const inclusive = params.inclusive === false ? 'false' : 'true';
  switch (keyword) {
    case 'too_small': {
      if (!isNumber(params.minimum)) break;
      const minimum = limit(params.minimum);
      if (params.origin === 'string') {
        return minimum <= 1 ? serverText('field.required') : serverText('field.too_short', { minimum });
      }
      if (params.origin === 'array' || params.origin === 'set') {
        return serverText('field.too_few', { minimum });
      }
      if (params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint') {
        return serverText('field.number_too_small', { minimum, inclusive });
      }
      break;
    }
    case 'too_big': {
      if (!isNumber(params.maximum)) break;
      const maximum = limit(params.maximum);
      if (params.origin === 'string') return serverText('field.too_long', { maximum });
      if (params.origin === 'array' || params.origin === 'set') {
        return serverText('field.too_many', { maximum });
      }
      if (params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint') {
        return serverText('field.number_too_big', { maximum, inclusive });
      }
      break;
    }
    case 'invalid_format':
      if (params.format === 'email') return serverText('field.not_email');
      if (params.format === 'guid' || params.format === 'uuid') return serverText('field.not_id');
      return serverText('field.bad_format');
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values : [];
      if (values.length === 0) break;
      return serverText('field.not_choice', { choices: values.map(String).join(', ') });
    }
    case 'invalid_type': {
      const expected = typeof params.expected === 'string' ? params.expected : 'other';
      return serverText('field.wrong_type', { expected });
    }
    case 'not_multiple_of':
      if (isNumber(params.divisor)) {
        return serverText('field.not_multiple_of', { divisor: limit(params.divisor) });
      }
      break;
  }
  return serverText('field.not_valid');
}
