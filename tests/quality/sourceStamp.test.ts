// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, sourceStamp, stampFile, writeSourceStamp } from '../../scripts/lib/source-stamp.mjs';

// `npm start` rebuilds unless dist/ was built from exactly the sources present (scripts/start.mjs).
let root = '';
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** What a finished build leaves: its output folders and the stamp of the sources it read. */
const build = () => {
  mkdirSync(join(root, 'dist-ssr'), { recursive: true });
  writeSourceStamp(sourceStamp(root), join(root, 'dist'));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stamp-'));
  write('src/app/App.tsx', 'export const App = 1;\n');
  write('index.html', '<!doctype html>\n');
  write('package.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('source stamp of a build', () => {
  it('finds no build current before the first build, and the build current right after it', () => {
    expect(isBuildCurrent('dist', root)).toBe(false);
    build();
    expect(isBuildCurrent('dist', root)).toBe(true);
  });

  it('sees an edited, an added and a removed source file', () => {
    build();
    write('src/app/App.tsx', 'export const App = 2;\n');
    expect(isBuildCurrent('dist', root)).toBe(false);
    build();
    write('src/app/New.tsx', 'export {};\n');
    expect(isBuildCurrent('dist', root)).toBe(false);
    build();
    rmSync(join(root, 'src/app/New.tsx'));
    expect(isBuildCurrent('dist', root)).toBe(false);
  });

  it('ignores files the build does not read (the build output, notes)', () => {
    build();
    write('dist/index.html', 'built\n');
    write('NOTES.md', 'todo\n');
    expect(isBuildCurrent('dist', root)).toBe(true);
  });

  it('sees a .env file added or edited (Vite builds VITE_LEAD_ENDPOINT from it)', () => {
    build();
    write('.env', 'VITE_LEAD_ENDPOINT=https://api.example.com/api/leads\n');
    expect(isBuildCurrent('dist', root)).toBe(false);
    build();
    write('.env.production', 'VITE_LEAD_ENDPOINT=https://leads.example.com/api/leads\n');
    expect(isBuildCurrent('dist', root)).toBe(false);
  });

  it('finds a build with a file deleted from dist/ incomplete', () => {
    write('dist/index.html', 'built\n');
    write('dist/about/index.html', 'built\n');
    build();
    expect(isBuildCurrent('dist', root)).toBe(true);
    rmSync(join(root, 'dist/about/index.html'));
    expect(isBuildCurrent('dist', root)).toBe(false);
  });

  it('keeps the stamp beside the server bundle, out of the served folder', () => {
    expect(stampFile('dist')).toBe('dist-ssr/source-stamp.txt');
  });
});
