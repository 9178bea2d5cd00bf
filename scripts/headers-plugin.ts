import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { headerPolicy } from '../src/lib/csp';
import { formatHeadersFile, headerRules, nginxSnippet, type BuiltPage } from '../src/server/headers.mjs';

const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/;

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, root) : [relative(root, full).split('\\').join('/')];
  });
}

/**
 * Writes dist/_headers (and the nginx equivalent beside the server bundle) once every file of
 * the build exists: after the prerender and after vite-plugin-pwa has written sw.js.
 * Each page's CSP is the prerender's per-page policy (its <meta> policy plus the header-only directives).
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
        // The prerender's per-page policies (dist/csp.json, header form); else the page's own <meta>.
        const mapFile = join(outDir, 'csp.json');
        const policies = (existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : {}) as Record<string, string>;
        const pages: BuiltPage[] = files
          .filter((f) => f.endsWith('.html'))
          .map((file) => {
            if (policies[file]) return { file, csp: policies[file] };
            const policy = metaPolicy.exec(readFileSync(join(outDir, file), 'utf8'))?.[1];
            if (!policy) throw new Error(`${file} has no Content-Security-Policy <meta>`);
            return { file, csp: headerPolicy(policy.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')) };
          });
        const rules = headerRules({ files, pages });
        writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules));
        const nginx = nginxSnippet(rules);
        writeFileSync(resolve(options.nginxFile), nginx.server);
        writeFileSync(join(dirname(resolve(options.nginxFile)), 'nginx-csp-map.conf'), nginx.http);
      },
    },
  };
}
