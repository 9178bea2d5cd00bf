// @ts-check
// A fingerprint of everything the build reads, written beside the build, so `npm start` can tell
// a dist/ built from other sources (e.g. before a `git pull`) and rebuild it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's inputs, relative to the project root: folders are read whole. */
export const BUILD_INPUTS = ['src', 'public', 'scripts', 'index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'uno.config.ts',
  // Vite reads these for a production build (VITE_LEAD_ENDPOINT, say).
  '.env', '.env.local', '.env.production', '.env.production.local'];

/** @param {string} root @param {string} rel @returns {string[]} */
function files(root, rel) {
  const full = join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(rel, name)));
}

/** SHA-256 over the path and content of every input file. */
export function sourceStamp(root = '.') {
  const hash = createHash('sha256');
  for (const rel of BUILD_INPUTS.flatMap((input) => files(root, input))) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Kept with the server bundle, not in dist/, so it is never served. */
export const stampFile = (outDir = 'dist') => `${outDir}-ssr/source-stamp.txt`;

/**
 * The stamp, then every file the build wrote to outDir, one a line: a file deleted from dist/
 * since then makes the build incomplete.
 * @param {string} stamp @param {string} [outDir]
 */
export function writeSourceStamp(stamp, outDir = 'dist') {
  writeFileSync(stampFile(outDir), [stamp, ...files(outDir, '.')].map((line) => `${line}\n`).join(''));
}

/** True when outDir holds a finished, complete build of exactly the current sources. */
export function isBuildCurrent(outDir = 'dist', root = '.') {
  const file = join(root, stampFile(outDir));
  if (!existsSync(file)) return false;
  const [stamp, ...built] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return stamp === sourceStamp(root) && built.every((rel) => existsSync(join(root, outDir, rel)));
}
