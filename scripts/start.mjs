// `npm start`: build when dist/ is missing or was built from other sources than the ones here
// (lib/source-stamp.mjs), then serve it on http://localhost:4173.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { isBuildCurrent } from './lib/source-stamp.mjs';

if (!existsSync('dist/index.html') || !existsSync('dist/sw.js') || !isBuildCurrent()) {
  console.log('npm start: dist/ is missing or older than the sources; building first');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('./serve.mjs');
