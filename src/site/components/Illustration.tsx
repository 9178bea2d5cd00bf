import { collectionLoader } from './collectionLoader';
import { useLoaded } from './useLoaded';

/**
 * The blog's illustrations (public/images/blog/*.svg) as data: URLs, for the one a page shows in
 * its first screen: it comes with the page's own first response, so it paints with the page instead
 * of one round trip later (it was the Largest Contentful Paint of the blog and every article).
 * Cards further down keep <img src loading="lazy">.
 */
const illustrations = collectionLoader(import.meta.glob<string>('../../../public/images/blog/*.svg', { query: '?raw', import: 'default' }), 'illustration');

/** 'sdr.svg' for '/images/blog/sdr.svg': the key of a file of the collection. */
const keyOf = (src: string) => src.replace(/^.*\//, '');

/** Loads an illustration ahead of the render that shows it (the page's hydration may not wait). */
export const preloadIllustration = (src: string) => illustrations.preload(keyOf(src));
/** Every illustration, for the prerender. */
export const preloadIllustrations = () => illustrations.preloadAll();

/**
 * An SVG file as a data: URL, escaped only where a URL must be (the shortest form: the page carries
 * it). Its attributes' double quotes become single ones, so the URL needs no quote escaped in the
 * page's markup; the files use no single quote of their own (tests/marketing/illustration.test.tsx).
 */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** A blog illustration, decorative (the text beside it says what it shows), 640 x 360 like the files. */
export function Illustration({ src, className }: { src: string; className: string }) {
  const svg = useLoaded(illustrations.entry(keyOf(src)));
  return <img src={svgDataUrl(svg)} width={640} height={360} alt="" className={className} />;
}
