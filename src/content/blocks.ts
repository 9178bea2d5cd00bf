/**
 * Long-form copy as typed blocks (articles, case studies, jobs, legal pages).
 * Pages render each block as text, so copy can never inject markup.
 */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] }
  | { type: 'quote'; text: string; cite: string }
  /** A link to another page of this site, on a line of its own (e.g. an article's case study). */
  | { type: 'link'; text: string; href: string };

export interface BodySection {
  heading: string;
  blocks: readonly Block[];
}

export type Body = readonly BodySection[];

export const p = (text: string): Block => ({ type: 'p', text });
export const ul = (...items: string[]): Block => ({ type: 'ul', items });
export const ol = (...items: string[]): Block => ({ type: 'ol', items });
export const quote = (text: string, cite: string): Block => ({ type: 'quote', text, cite });
export const link = (text: string, href: string): Block => ({ type: 'link', text, href });
export const section = (heading: string, ...blocks: Block[]): BodySection => ({ heading, blocks });

/** Words in a body, for reading times (headings included). */
export function wordCount(body: Body): number {
  const count = (s: string) => s.split(/\s+/).filter(Boolean).length;
  return body.reduce(
    (sum, s) =>
      sum +
      count(s.heading) +
      s.blocks.reduce((n, b) => n + (b.type === 'ul' || b.type === 'ol' ? b.items.reduce((m, i) => m + count(i), 0) : count(b.text)), 0),
    0,
  );
}

/** Reading time at 230 words a minute (an adult's pace on screen), rounded up: '4 min read'. */
export const readingTime = (body: Body): string => `${Math.max(1, Math.ceil(wordCount(body) / 230))} min read`;
