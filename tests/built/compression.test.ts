import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliCopyOf, textFilesUnder } from '../../src/server/compression.mjs';
import { dist } from './pages';

// What travels: every text file of the build has its quality-10 brotli beside it, as the server sends it.
const files = textFilesUnder(dist);

describe('built brotli copies', () => {
  it('exist for every text file, unpack to it, and are smaller than what the server would make itself', () => {
    expect(files.length).toBeGreaterThan(200);
    let copies = 0;
    let fallback = 0;
    for (const file of files) {
      const raw = readFileSync(file);
      const copy = readFileSync(brotliCopyOf(file));
      expect(brotliDecompressSync(copy).equals(raw), relative(dist, file)).toBe(true);
      copies += copy.length;
      fallback += brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    }
    expect(copies).toBeLessThan(fallback * 0.95);
  });
});
