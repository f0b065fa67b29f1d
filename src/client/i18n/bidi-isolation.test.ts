import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './runtime';
import './bidi-isolation';
import type { CompiledMessage } from './runtime';

// As the build writes it: messages arrive compiled (scripts/vite-lingui-macro.ts).
const welcome = { id: 'welcome', message: ['Welcome, ', ['name'], '!'] as CompiledMessage };

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('isolating the texts put into a message', () => {
  it('wraps each text value in a first-strong isolate in Arabic, so a Latin name keeps its order', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: { welcome: ['أهلًا بك يا ', ['name'], '!'] } });
    expect(i18n._(welcome.id, { name: 'Ana Souza' })).toBe('أهلًا بك يا \u2068Ana Souza\u2069!');
    // The macro's descriptors carry their values, and useLingui's `t` is the same function.
    expect(i18n.t({ ...welcome, values: { name: 'Ana' } })).toBe('أهلًا بك يا \u2068Ana\u2069!');
  });

  it("leaves <Trans>'s element slots and numbers alone", () => {
    i18n.loadAndActivate({ locale: 'ar', messages: { seats: [['count'], ' مقاعد ', ['link']] } });
    expect(i18n._('seats', { count: 3, link: '<0/>' })).toBe('3 مقاعد <0/>');
  });

  it('changes nothing in a left-to-right language', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(i18n._({ ...welcome, values: { name: 'Ana Souza' } })).toBe('Welcome, Ana Souza!');
  });
});
