import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n as appI18n, type CompiledMessage, type InterfaceI18n, type MessageDescriptor } from './runtime';

/**
 * The part of `@lingui/react` the interface uses, on our runtime (runtime.ts): the provider, `useLingui`
 * and `<Trans>`, which Lingui's macros write. A change of language gives the context a new value, so every
 * component that reads it renders again.
 */
interface LinguiValue {
  i18n: InterfaceI18n;
  _: InterfaceI18n['_'];
}

export const LinguiContext = createContext<LinguiValue | null>(null);

const valueOf = (i18n: InterfaceI18n): LinguiValue => ({
  i18n,
  _: (id, values, options) => i18n._(id, values, options),
});

export function I18nProvider({ i18n, children }: { i18n: InterfaceI18n; children: ReactNode }) {
  const [value, setValue] = useState(() => valueOf(i18n));
  useEffect(() => i18n.on('change', () => setValue(valueOf(i18n))) as () => void, [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

// Outside the provider (an error page drawn after the app failed, a component drawn alone in a test) the
// app's one instance serves: in English until a language is chosen.
const withoutProvider = valueOf(appI18n);

export function useLingui(): LinguiValue {
  return useContext(LinguiContext) ?? withoutProvider;
}

// `<0>text</0>` and `<1/>`: where a message puts one of its elements.
const tag = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/** The translated text with its numbered tags replaced by the elements they stand for. */
function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const index = match[1] ?? match[3]!;
    const element = elements[index];
    const inner = match[2] === undefined ? undefined : withElements(match[2], elements);
    nodes.push(
      isValidElement(element)
        ? cloneElement(
            element as ReactElement<{ children?: ReactNode }>,
            { key: nodes.length },
            ...(inner ?? []),
          )
        : (inner ?? element),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

interface TransProps extends MessageDescriptor {
  message?: CompiledMessage;
  components?: Record<string, ReactElement>;
}

/** A message with elements in it, as Lingui's macro writes `<Trans>`. */
export function Trans({ id, message, values = {}, components = {} }: TransProps) {
  const { i18n } = useLingui();
  const texts: Record<string, unknown> = {};
  const elements: Record<string, ReactNode> = { ...components };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') {
      texts[name] = value;
    } else {
      // A value that is an element (or anything else React draws) becomes a slot of its own.
      const slot = String(Object.keys(elements).length);
      elements[slot] = <Fragment>{value as ReactNode}</Fragment>;
      texts[name] = `<${slot}/>`;
    }
  }
  return <>{withElements(i18n._({ id, message, values: texts }), elements)}</>;
}
