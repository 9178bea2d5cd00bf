/**
 * Which built files travel compressed, and their brotli written at build time. Quality 10 makes
 * the site's text 7.5% smaller than the quality the server can afford as it starts (6: a fraction
 * of a second for the site), for about 2 s of build time; 11 saves 2% more and takes twice as
 * long. Pages get 11: their bytes decide whether a page arrives in the first round trip (about
 * 300 bytes on the largest, 2 s of build); the rest get 10. The build writes each copy beside its
 * file as <file>.br, and the server sends that copy as it is.
 * Plain JavaScript (types in compression.d.mts) so the build runs it unbuilt.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';

/** Extensions of the text files sent compressed (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

/** Where the build puts a file's brotli copy. */
export const brotliCopyOf = (file) => `${file}.br`;

/** Every text file under dir (paths include dir): what travels compressed. */
export const textFilesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));

const compress = promisify(brotliCompress);
/** @param {Buffer} raw @param {string} file */
const brotliOptions = (raw, file) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: extname(file) === '.html' ? 11 : 10,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  },
});

/** Bytes of a page's brotli copy, as the build writes it (the prerender sizes pages with it). */
/** @param {string} html */
export const brotliSize = (html) => {
  const raw = Buffer.from(html, 'utf8');
  return brotliCompressSync(raw, brotliOptions(raw, 'page.html')).length;
};

/** Writes <file>.br for every text file under dir (pages at quality 11, the rest at 10). */
export async function writeBrotliCopies(dir) {
  // zlib's async calls run on libuv's thread pool, so this uses every core.
  await Promise.all(
    textFilesUnder(dir).map(async (file) => {
      const raw = readFileSync(file);
      const data = await compress(raw, brotliOptions(raw, file));
      writeFileSync(brotliCopyOf(file), data);
    }),
  );
}
