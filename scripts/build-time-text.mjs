import { readFile } from 'node:fs/promises';
import { parseSync } from 'vite';

/**
 * Text read out of a source file at build time instead of importing the module, so that a chunk
 * carries the few strings it needs and not the whole file:
 * - `./records/x.ts?description` is a service record's `description` string alone (the map of all
 *   of them must not pull every record's copy into one chunk: src/content/services/descriptions.ts);
 * - `./catalog.ts?titles` is the service catalog's `slug` and `title` pairs alone (the route table
 *   ships with every page's first load; the menus' facts need not: src/content/services/titles.ts).
 */
export const DESCRIPTION_QUERY = '?description';
export const TITLES_QUERY = '?titles';

/** @typedef {import('vite').ESTree.Node | import('vite').ESTree.Expression | null | undefined} Node */
/** @typedef {import('vite').ESTree.ObjectExpression} ObjectExpression */

/** Strips `satisfies`, `as` and parentheses around an expression. @param {Node} node @returns {Node} */
function unwrap(node) {
  while (node && (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression')) {
    node = node.expression;
  }
  return node;
}

/** @param {string} file @param {string} source */
function parse(file, source) {
  const { program, errors } = parseSync(file, source, { lang: 'ts' });
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  return program;
}

/**
 * The plain string value of `key` in an object literal; undefined when the object has no such key.
 * @param {string} file @param {ObjectExpression} object @param {string} key @param {string} what
 * @returns {string | undefined}
 */
function stringProperty(file, object, key, what) {
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const name = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? prop.key.value : undefined;
    if (name !== key) continue;
    const value = unwrap(/** @type {Node} */ (prop.value));
    if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
    if (value?.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0]?.value.cooked ?? '';
    throw new Error(`${file}: ${what} must be a plain string (it is read at build time, not run)`);
  }
  return undefined;
}

/**
 * The plain string value of `description` in the default-exported object literal of a record file.
 * @param {string} file @param {string} source @returns {string}
 */
export function descriptionOf(file, source) {
  const exported = parse(file, source).body.find((node) => node.type === 'ExportDefaultDeclaration');
  const record = unwrap(/** @type {Node} */ (exported?.declaration));
  if (record?.type !== 'ObjectExpression') throw new Error(`${file}: expected \`export default { ... } satisfies ServiceRecord\``);
  const text = stringProperty(file, record, 'description', 'description');
  if (text === undefined) throw new Error(`${file}: the record has no description`);
  return text;
}

/**
 * The `slug` and `title` of each object literal in the array exported as `serviceCatalog`.
 * @param {string} file @param {string} source @returns {{ slug: string, title: string }[]}
 */
export function titlesOf(file, source) {
  /** @type {Node} */
  let list;
  for (const node of parse(file, source).body) {
    if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration') continue;
    const found = node.declaration.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === 'serviceCatalog');
    if (found) list = unwrap(/** @type {Node} */ (found.init));
  }
  if (list?.type !== 'ArrayExpression') throw new Error(`${file}: expected \`export const serviceCatalog = [ ... ]\``);
  return list.elements.map((element, i) => {
    const entry = unwrap(/** @type {Node} */ (element));
    if (entry?.type !== 'ObjectExpression') throw new Error(`${file}: service ${i + 1} must be an object literal`);
    const slug = stringProperty(file, entry, 'slug', `service ${i + 1}'s slug`);
    const title = stringProperty(file, entry, 'title', `service ${i + 1}'s title`);
    if (!slug || !title) throw new Error(`${file}: service ${i + 1} needs a slug and a title`);
    return { slug, title };
  });
}

/** @returns {import('vite').Plugin} */
export function buildTimeText() {
  /** @type {Record<string, (file: string, source: string) => unknown>} */
  const readers = { [DESCRIPTION_QUERY]: descriptionOf, [TITLES_QUERY]: titlesOf };
  return {
    name: 'northstar:build-time-text',
    enforce: 'pre',
    load: {
      // The filter keeps the bundler from calling this for every other module.
      filter: { id: /\?(description|titles)$/ },
      async handler(id) {
        const query = id.slice(id.lastIndexOf('?'));
        const read = readers[query];
        if (!read) return null;
        const file = id.slice(0, -query.length);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(read(file, await readFile(file, 'utf8')))};\n`;
      },
    },
  };
}
