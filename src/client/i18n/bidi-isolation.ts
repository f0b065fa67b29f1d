import { i18n, type I18n } from '@lingui/core';
import { textDirection, uiLocales, type UiLocale } from '#contract/ui-locale-list';

/**
 * In a right-to-left language every text put into a message (a name, a class's title, a date) is wrapped
 * in Unicode's first-strong isolate, so "Ana Souza" or "French B1 (Online)" keeps its own order inside an
 * Arabic sentence and does not drag the punctuation around it. Left-to-right pages are left as they are:
 * their tests read the exact text, and a Latin value there needs no isolation.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
// Lingui's <Trans> puts an element in a message as `<0/>`: a slot, not text.
const elementSlot = /^<\d+\/>$/;

type Values = Record<string, unknown> | undefined;

function isolated(values: Values): Values {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value && !elementSlot.test(value)
        ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
        : value,
    ]),
  );
}

const rightToLeft = () =>
  uiLocales.includes(i18n.locale as UiLocale) && textDirection(i18n.locale as UiLocale) === 'rtl';

const translate = i18n._.bind(i18n);
const translateIsolated = ((id: unknown, values?: Values, options?: object) => {
  if (!rightToLeft()) return translate(id as never, values as never, options as never);
  if (typeof id === 'object' && id !== null && 'values' in id) {
    const descriptor = id as { values?: Values };
    return translate(
      { ...descriptor, values: isolated(descriptor.values) } as never,
      values as never,
      options as never,
    );
  }
  return translate(id as never, isolated(values) as never, options as never);
}) as I18n['_'];

// `t` is bound to the original `_` when the instance is made: both are replaced, before anything renders.
i18n._ = translateIsolated;
i18n.t = translateIsolated;
