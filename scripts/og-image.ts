import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/**
 * Social preview images (Open Graph / Twitter card): 1200x630 PNGs rendered at build time
 * from an SVG template with the page's title and the brand. resvg draws text only with a
 * font file it is given; no font is fetched from anywhere. OG_FONT names one explicitly.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
];

export function ogFont(): string {
  const font = [process.env.OG_FONT, ...FONT_CANDIDATES].find((f): f is string => Boolean(f && existsSync(f)));
  if (!font) {
    throw new Error(`No font for the social preview images: set OG_FONT to a .ttf file, or install one of ${FONT_CANDIDATES.join(', ')} (Debian: apt-get install fonts-dejavu-core).`);
  }
  return font;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap by an average glyph width; at most `max` lines, the last one shortened. */
export function wrap(text: string, perLine: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]!.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

export function ogSvg(title: string, brand: string, label: string): string {
  const size = title.length > 48 ? 60 : 72;
  const lines = wrap(title, Math.floor(1040 / (size * 0.6)), 3);
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
  <rect x="80" y="72" width="56" height="56" rx="14" fill="#1d4ed8"/>
  <path d="M108 80l4.5 14.7L127 99l-14.5 4.3L108 118l-4.5-14.7L89 99l14.5-4.3z" fill="#fff"/>
  <text x="156" y="112" font-size="34" fill="#fff" font-weight="700">${xml(brand)}</text>
  ${lines.map((line, i) => `<text x="80" y="${Math.round(top + i * size * 1.15)}" font-size="${size}" fill="#fff" font-weight="700">${xml(line)}</text>`).join('\n  ')}
  <rect x="80" y="520" width="120" height="6" rx="3" fill="#60a5fa"/>
  <text x="80" y="574" font-size="28" fill="#cbd5e1">${xml(label)}</text>
</svg>`;
}

export function renderOgImage(svg: string, fontFile: string): Buffer {
  const resvg = new Resvg(svg, { font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: '' }, fitTo: { mode: 'width', value: OG_WIDTH } });
  return resvg.render().asPng();
}
