// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, mainText, normalizeQuery, searchKindOf, type SearchDoc } from '../../src/lib/search/searchDocs';
import { buildIndex, loadIndex, searchIndex } from '../../src/lib/search/searchEngine';
import { withHead } from '../../src/app/contentHeads';
import { routes } from '../../src/routes';

const doc = (path: string, title: string, description: string, text = ''): SearchDoc => ({ path, title, description, kind: searchKindOf(path), text });

const docs: SearchDoc[] = [
  doc('/services/cold-email-marketing', 'Cold Email Marketing', 'Deliverable, personalised sequences.', 'We write cold email that gets replies from buyers.'),
  doc('/services/cold-calling', 'Cold Calling', 'Trained callers who book meetings.', 'Our callers phone decision-makers. Follow-up by email.'),
  doc('/services/lead-nurturing', 'Lead Nurturing', 'Keep prospects warm.', 'Sequences and touchpoints until they are ready to buy.'),
  doc('/blog/email-deliverability', 'Fixing Email Deliverability', 'Why your emails land in spam.', 'SPF, DKIM and DMARC explained for sales teams in São Paulo and Zürich.'),
  doc('/case-studies/helix-ledger', 'Helix Ledger: $9.8M pipeline', 'Fintech SaaS.', 'Calling pods in New York and London.'),
  doc('/careers/sdr', 'Sales Development Representative', 'Remote, full-time.', 'Book meetings for our clients. Remote from day one.'),
  doc('/about', 'About', 'Founded in 2013.', 'About 200 people in 12 countries.'),
];
const index = buildIndex(docs);
const paths = (query: unknown) => searchIndex(index, query).map((hit) => hit.path);

describe('what a page is', () => {
  it('is read from its path', () => {
    expect(searchKindOf('/services/cold-calling')).toBe('service');
    expect(searchKindOf('/services')).toBe('page');
    expect(searchKindOf('/blog/some-article')).toBe('article');
    expect(searchKindOf('/blog/category/how-to')).toBe('page');
    expect(searchKindOf('/case-studies/helix')).toBe('case-study');
    expect(searchKindOf('/careers/sdr')).toBe('job');
    expect(searchKindOf('/careers')).toBe('page');
    expect(searchKindOf('/')).toBe('page');
  });
});

describe('page text for the index', () => {
  it('keeps the visible text of <main> and drops markup, scripts, styles and drawings', () => {
    const html =
      '<header>Menu words</header><main id="main"><h1>Cold &amp; warm</h1><script>var x = "secret";</script>' +
      '<style>.a{}</style><svg><text>chart</text></svg><p>Caf&#233; &lt;b&gt; &#x2014; done&nbsp;now</p><!-- note --></main><footer>Footer</footer>';
    expect(mainText(html)).toBe('Cold & warm Café <b> — done now');
  });
});

describe('query text', () => {
  it('accepts anything and returns a short plain string', () => {
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(42)).toBe('');
    expect(normalizeQuery('  cold \n\t email  ')).toBe('cold email');
    expect(normalizeQuery('x'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('ranking', () => {
  it('reads two words typed without their space as those words', () => {
    expect(paths('coldcalling')[0]).toBe('/services/cold-calling');
    expect(paths('leadnurturing')).toEqual(['/services/lead-nurturing']);
    expect(paths('Emaildeliverability')[0]).toBe('/blog/email-deliverability');
    expect(paths('followup')).toEqual(['/services/cold-calling']);
    // A word that splits into no two indexed words finds nothing, as before.
    expect(paths('xyzzyplugh')).toEqual([]);
  });

  it('puts a page whose title has the words above pages that only mention them', () => {
    expect(paths('cold email')[0]).toBe('/services/cold-email-marketing');
    expect(paths('calling')[0]).toBe('/services/cold-calling');
  });

  it('needs every word when some page has them all', () => {
    expect(paths('cold email')).not.toContain('/services/lead-nurturing');
    expect(paths('remote meetings')).toEqual(['/careers/sdr']);
  });

  it('falls back to any word when no page has them all', () => {
    expect(paths('nurturing deliverability')).toEqual(expect.arrayContaining(['/services/lead-nurturing', '/blog/email-deliverability']));
  });

  it('matches the start of a word, a typo in a long word, any case and accents', () => {
    expect(paths('nurt')[0]).toBe('/services/lead-nurturing');
    expect(paths('delivrability')[0]).toBe('/blog/email-deliverability');
    expect(paths('COLD CALLING')[0]).toBe('/services/cold-calling');
    expect(paths('zurich')).toContain('/blog/email-deliverability');
    expect(paths('café')).toEqual([]);
  });

  it('finds pages by their kind', () => {
    expect(paths('jobs')).toEqual(['/careers/sdr']);
    expect(paths('case study')[0]).toBe('/case-studies/helix-ledger');
  });

  it('returns what a result shows, and nothing for stop words alone', () => {
    expect(searchIndex(index, 'pipeline')[0]).toEqual({
      path: '/case-studies/helix-ledger',
      title: 'Helix Ledger: $9.8M pipeline',
      description: 'Fintech SaaS.',
      kind: 'case-study',
    });
    expect(paths('the and of')).toEqual([]);
  });
});

describe('odd input', () => {
  it('treats regular-expression characters, markup and huge pastes as plain text', () => {
    for (const query of ['.*', '(', '[a-z]+', '\\', '$^|?', '<img src=x onerror=alert(1)>', '"; DROP TABLE', '🚀🚀', '\u0000', ' '.repeat(500)]) {
      expect(() => searchIndex(index, query), query).not.toThrow();
    }
    expect(paths('<b>cold</b>')).toContain('/services/cold-calling');
    expect(paths('cold '.repeat(2_000))[0]).toMatch(/^\/services\/cold-/);
    expect(paths('q'.repeat(10_000))).toEqual([]);
  });

  it('returns nothing for an empty query', () => {
    expect(paths('')).toEqual([]);
    expect(paths('   ')).toEqual([]);
  });
});

describe('the index the build writes', () => {
  it('gives the same results after a round trip through JSON', () => {
    const restored = loadIndex(JSON.stringify(index));
    expect(searchIndex(restored, 'cold email')).toEqual(searchIndex(index, 'cold email'));
  });

  it('covers the route table: each service is found by its own title', () => {
    const site = routes.filter((r) => r.kind === 'site' && r.path !== '/search').map(withHead);
    const real = buildIndex(site.map((r) => doc(r.path, r.title, r.description)));
    for (const route of site.filter((r) => searchKindOf(r.path) === 'service')) {
      expect(searchIndex(real, route.title).map((h) => h.path), route.title).toContain(route.path);
    }
  });
});
