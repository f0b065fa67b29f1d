/**
 * The browser's message runtime: the part of Lingui's `i18n` the interface uses, in a tenth of its bytes
 * (docs/decisions/interface-languages.md). Every module of src/client that imports `@lingui/core` gets this
 * one instead (scripts/vite-lingui-macro.ts); the server keeps Lingui's own. Messages arrive compiled (the
 * English by our macro step, the catalogues by Lingui's Vite plugin), so nothing here parses MessageFormat.
 */
type Values = Record<string, unknown>;
type Cases = Record<string, CompiledMessage | number>;
type Token = string | [name: string] | [name: string, type: string, cases?: Cases | string];
export type CompiledMessage = string | Token[];
export type Messages = Record<string, CompiledMessage>;

export interface MessageDescriptor {
  id: string;
  message?: CompiledMessage;
  values?: Values;
}

type Translate = (
  id: string | MessageDescriptor,
  values?: Values,
  options?: { message?: CompiledMessage },
) => string;

function formatted(message: CompiledMessage, values: Values, locales: string[], count?: number): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // eslint-disable-next-line no-restricted-syntax -- a plural's count, not money
      text += token === '#' && count !== undefined ? new Intl.NumberFormat(locales).format(count) : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const options = cases as Cases;
      const n = Number(value) - Number(options.offset ?? 0);
      const rules = new Intl.PluralRules(locales, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
      const branch = options[String(value)] ?? options[rules.select(n)] ?? options.other;
      text += formatted(branch as CompiledMessage, values, locales, n);
    } else if (type === 'select') {
      const options = cases as Cases;
      text += formatted((options[String(value)] ?? options.other) as CompiledMessage, values, locales, count);
    } else if (type === 'number' && typeof value === 'number') {
      // eslint-disable-next-line no-restricted-syntax -- a number a message shows, not money
      text += new Intl.NumberFormat(locales, cases === 'percent' ? { style: 'percent' } : {}).format(value);
    } else if ((type === 'date' || type === 'time') && value !== undefined) {
      text += new Intl.DateTimeFormat(locales, type === 'time' ? { timeStyle: 'short' } : {}).format(
        new Date(value as string),
      );
    } else {
      text += value === undefined || value === null ? '' : String(value);
    }
  }
  return text;
}

export class InterfaceI18n {
  // English from the start: prerendering, tests and the first paint read it before any language loads.
  locale = 'en';
  locales = ['en'];
  messages: Messages = {};
  private listeners = new Set<() => void>();

  loadAndActivate({ locale, locales, messages }: { locale: string; locales?: string[]; messages: Messages }) {
    this.locale = locale;
    this.locales = locales ?? [locale];
    this.messages = messages;
    for (const listener of this.listeners) listener();
  }

  on(_event: 'change', listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  _: Translate = (id, values, options) => {
    const descriptor = typeof id === 'string' ? { id, message: options?.message } : id;
    const message = this.messages[descriptor.id] ?? descriptor.message ?? descriptor.id;
    return formatted(message, { ...descriptor.values, ...values }, this.locales);
  };
}

/** The interface's one instance. */
export const i18n = new InterfaceI18n();
