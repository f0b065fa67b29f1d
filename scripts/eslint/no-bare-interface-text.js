// Every word a person reads on a page comes from a message catalogue (docs/decisions/interface-languages.md):
// JSX text outside Lingui's <Trans>, <Plural> and <Select>, and a literal aria-label, placeholder, title, alt
// or label, is English that no translation would reach.

const lingui = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const readAttributes = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
const words = /\p{L}{2,}/u;
// The school's name is the same in every language.
const allowed = new Set(['Speak the World']);
const needsMessage = (text) => words.test(text) && !allowed.has(text.trim());

function insideLingui(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && lingui.has(parent.openingElement.name.name)) return true;
  }
  return false;
}

export const noBareInterfaceText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a person reads goes through a Lingui message.' },
    messages: {
      text: 'Text a person reads goes through Lingui: <Trans>…</Trans> (docs/decisions/interface-languages.md).',
      attribute:
        'Text a person reads in {{name}} goes through Lingui: {{name}}={t`…`} (docs/decisions/interface-languages.md).',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (needsMessage(node.value) && !insideLingui(node)) context.report({ node, messageId: 'text' });
      },
      JSXAttribute(node) {
        const name = node.name.name;
        if (!readAttributes.has(name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && needsMessage(node.value.value)) {
          context.report({ node, messageId: 'attribute', data: { name } });
        }
      },
    };
  },
};
