import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileFor } from '../../scripts/prerender-plugin';

/** The build under test: dist/ (or BUILD_DIR), as `npm run build` wrote it. */
export const dist = process.env.BUILD_DIR ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}/: run "npm run build" first.`);

export const builtFile = (path: string) => join(dist, htmlFileFor(path));
export const readBuilt = (file: string) => readFileSync(file, 'utf8');
export const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
