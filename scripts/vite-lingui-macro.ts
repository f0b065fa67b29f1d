import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';
import type { Plugin } from 'vite';

/**
 * Keys each message by its English, as the catalogues are (`.po` msgid; see `catalogues()` below), instead
 * of Lingui's hashed id: an English page then carries each text once, and a plain text needs no `message`
 * at all (the runtime shows the id when no catalogue has it). A message with placeholders keeps its
 * compiled form next to the English it is keyed by.
 */
const keySourceMessages: PluginObj = {
  name: 'key-source-messages',
  visitor: {
    Program: {
      exit(program) {
        program.traverse({
          // The macro marks each message it writes with an `/*i18n*/` comment: nothing else is touched.
          ObjectExpression(object) {
            if (!object.node.leadingComments?.some((comment) => comment.value === 'i18n')) return;
            const named = (name: string) =>
              object.node.properties.find(
                (property): property is t.ObjectProperty =>
                  t.isObjectProperty(property) && t.isIdentifier(property.key, { name }),
              );
            const id = named('id');
            const message = named('message');
            if (!id || !message || !t.isStringLiteral(message.value)) return;
            const source = message.value.value;
            const form: unknown = compileMessage(source);
            id.value = t.stringLiteral(source);
            if (form === source) {
              object.node.properties.splice(object.node.properties.indexOf(message), 1);
            } else {
              message.value = t.valueToNode(form) as t.Expression;
            }
          },
        });
      },
    },
  },
};

/**
 * A language's catalogue, `import { messages } from '…/messages.po'`: each translation compiled at build
 * time and keyed by its English (the msgid), as the components' messages are (keySourceMessages).
 */
export function catalogues(): Plugin {
  return {
    name: 'catalogues',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.po')) return null;
      this.addWatchFile(id);
      const po = PO.parse(readFileSync(id, 'utf8'));
      const messages = Object.fromEntries(
        po.items
          .filter((item) => !item.obsolete && item.msgstr.join(''))
          .map((item) => [item.msgid, compileMessage(item.msgstr.join(''))]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}

/**
 * Lingui's macros (`t`, `plural`, `<Trans>`, `useLingui`) for the browser's code and its tests. Only the
 * modules that import a macro go through Babel; the rest of the build never sees it.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/]client[\\/].*\.tsx?$/.test(id) || !/@lingui\/(core|react)\/macro/.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { stripMessageField: false }], keySourceMessages],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

const runtimes: Record<string, string> = {
  '@lingui/core': fileURLToPath(new URL('../src/client/i18n/runtime.ts', import.meta.url)),
  '@lingui/react': fileURLToPath(new URL('../src/client/i18n/runtime-react.tsx', import.meta.url)),
};

/**
 * The browser's code reads messages through our runtime (src/client/i18n/runtime.ts), not Lingui's: every
 * page's first load carries it, and Lingui's own is four times its size. Only modules of src/client are
 * redirected; the server's translations keep `@lingui/core`.
 */
export function linguiRuntime(): Plugin {
  return {
    name: 'lingui-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !(source in runtimes) || !/[\\/]src[\\/]client[\\/]/.test(importer)) return null;
      return runtimes[source];
    },
  };
}
