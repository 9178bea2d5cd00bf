import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatHeadersFile, headerRules, nginxSnippet } from '../src/server/headers.mjs';

const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="[^"]+"/;

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, root) : [relative(root, full).split('\\').join('/')];
  });
}

/**
 * Writes dist/_headers (and the nginx equivalent beside the server bundle) once every file of
 * the build exists: after the prerender and after vite-plugin-pwa has written sw.js.
 * A page's policy is its own <meta>; the header carries only what a <meta> cannot say (STATIC_CSP).
 */
export function staticHeaders(options: { nginxFile: string }): Plugin {
  let outDir = 'dist';
  let isSsr = false;
  return {
    name: 'northstar:static-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (isSsr) return;
        const files = listFiles(outDir);
        // The header policy leaves scripts and styles to the page's <meta>: a page without one would have none.
        for (const file of files.filter((f) => f.endsWith('.html'))) {
          if (!metaPolicy.test(readFileSync(join(outDir, file), 'utf8'))) throw new Error(`${file} has no Content-Security-Policy <meta>`);
        }
        const rules = headerRules(files);
        writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules));
        writeFileSync(resolve(options.nginxFile), nginxSnippet(rules));
      },
    },
  };
}
