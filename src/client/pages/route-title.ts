import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A route's `handle` whose title is read in the interface's language each time the title is drawn: the
 * routes are module-level constants, made before any language is chosen.
 */
export function titled(title: MessageDescriptor): { readonly title: string } {
  return {
    get title() {
      return i18n._(title);
    },
  };
}
