import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The English text of a message as Lingui's runtime reads a compiled catalogue: parsed once here, at build
 * time, so the browser never carries a MessageFormat parser. English is the source: it ships inside the
 * components, and only the other languages load a catalogue.
 */
function compiled(message: string): t.Expression {
  return t.valueToNode(compileMessage(message)) as t.Expression;
}

/** Replaces the `message` string that Lingui's macro leaves next to each id with its compiled form. */
const compileSourceMessages: PluginObj = {
  name: 'compile-source-messages',
  visitor: {
    Program: {
      exit(program) {
        program.traverse({
          // The macro marks each message it writes with an `/*i18n*/` comment: nothing else is touched.
          ObjectExpression(object) {
            if (!object.node.leadingComments?.some((comment) => comment.value === 'i18n')) return;
            const message = object.node.properties.find(
              (property): property is t.ObjectProperty =>
                t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'message' }),
            );
            if (message && t.isStringLiteral(message.value)) {
              message.value = compiled(message.value.value);
            }
          },
        });
      },
    },
  },
};

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
        plugins: [[linguiMacro, { stripMessageField: false }], compileSourceMessages],
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
