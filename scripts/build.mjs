// Production build: server bundle first (used to prerender), then the client build,
// whose prerender plugin writes every route's HTML before the service worker is generated.
import { rmSync } from 'node:fs';
import { build } from 'vite';

const started = performance.now();
rmSync('dist', { recursive: true, force: true });
rmSync('dist-ssr', { recursive: true, force: true });
await build({ logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true, manifest: false } });
await build({ logLevel: 'info' });
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
