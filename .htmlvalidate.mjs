// html-validate for every built page: `npm run validate:html` (after a build).
// The recommended rules, except a few about how markup is spelled rather than what it means:
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>; both spellings are valid HTML.
    'void-style': 'off',
    // <!doctype html> and <!DOCTYPE html> are the same doctype.
    'doctype-style': 'off',
    // Attribute names are case-insensitive; React writes a few camel-cased (autoComplete).
    'attr-case': 'off',
    // React writes boolean and empty attributes as required="" and hidden=""; same meaning.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId ids start with "_"; HTML allows any id without spaces.
    'valid-id': 'off',
    // Style attributes are a matter for the Content-Security-Policy (src/lib/csp.ts), not markup.
    'no-inline-style': 'off',
  },
};
