// `npm start`: build once if there is no build yet, then serve it on http://localhost:4173.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
  execSync('npm run build', { stdio: 'inherit' });
}
await import('./serve.mjs');
