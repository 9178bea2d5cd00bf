// `npm start`: build when dist/ is missing or was built from other sources than the ones here
// (lib/source-stamp.mjs), then run the server: the site and the lead API on one port,
// http://localhost:4173 (src/server/main.ts).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { isBuildCurrent } from './lib/source-stamp.mjs';

if (!existsSync('dist/index.html') || !existsSync('dist/sw.js') || !existsSync('dist-server/main.js') || !isBuildCurrent()) {
  console.log('npm start: dist/ is missing or older than the sources; building first');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(new URL('../dist-server/main.js', import.meta.url).href);
