import { readFile } from 'node:fs/promises';
import { parseSync, type ESTree, type Plugin } from 'vite';

/**
 * `import text from './records/x.ts?description'` is the record's `description` string alone.
 * Each service's description is written in its record file, yet the map of all of them
 * (src/content/services/descriptions.ts) must not pull every record's copy into one chunk:
 * this reads the string out of the file's text at build time instead of importing the module.
 */
export const DESCRIPTION_QUERY = '?description';

type Node = ESTree.Node | ESTree.Expression | null | undefined;

/** Strips `satisfies`, `as` and parentheses around an expression. */
function unwrap(node: Node): Node {
  while (node && (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression')) {
    node = node.expression;
  }
  return node;
}

/** The plain string value of `description` in the default-exported object literal of a record file. */
export function descriptionOf(file: string, source: string): string {
  const { program, errors } = parseSync(file, source, { lang: 'ts' });
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  const record = unwrap(exported?.declaration as Node);
  if (record?.type !== 'ObjectExpression') throw new Error(`${file}: expected \`export default { ... } satisfies ServiceRecord\``);
  for (const prop of record.properties) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? prop.key.value : undefined;
    if (key !== 'description') continue;
    const value = unwrap(prop.value as Node);
    if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
    if (value?.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0]!.value.cooked ?? '';
    throw new Error(`${file}: description must be a plain string (it is read at build time, not run)`);
  }
  throw new Error(`${file}: the record has no description`);
}

export function recordDescriptions(): Plugin {
  return {
    name: 'northstar:record-descriptions',
    enforce: 'pre',
    load: {
      // The filter keeps the bundler from calling this for every other module.
      filter: { id: /\?description$/ },
      async handler(id) {
        if (!id.endsWith(DESCRIPTION_QUERY)) return null;
        const file = id.slice(0, -DESCRIPTION_QUERY.length);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(descriptionOf(file, await readFile(file, 'utf8')))};\n`;
      },
    },
  };
}
