import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articles, articlesByTopic, ARTICLES_PAGE_SIZE, authorRoles, categoryFilters, featuredArticle, formatArticleDate } from '../../src/content/articles';
import { blogTopics } from '../../src/content/blogTopics';
import { caseFilters, caseStudies, featuredCase } from '../../src/content/caseStudies';
import { company } from '../../src/content/company';
import { headOffice } from '../../src/content/contact';
import { offices } from '../../src/content/offices';
import { growthCases } from '../../src/content/growthCases';
import { HERO_DELAYS_MS, homeHero, STAT_DELAYS_MS } from '../../src/content/home';
import { homeServices, homeServicesIntro } from '../../src/content/homeServices';
import { careersCopy, jobs } from '../../src/content/jobs';
import { resultStats, resultsIntro } from '../../src/content/results';
import { methodSteps, serviceOfferings } from '../../src/content/servicesIndex';
import { team } from '../../src/content/team';
import { testimonials } from '../../src/content/testimonials';
import { values } from '../../src/content/values';
import { carouselOptions } from '../../src/site/home/carouselOptions';
import { routes } from '../../src/routes';
import { demoPages } from '../../src/content/dashboard/pages';
import { demoPosts } from '../../src/content/dashboard/posts';
import { demoUsers } from '../../src/content/dashboard/users';
import { defaultSiteSettings } from '../../src/content/dashboard/settings';
import { overviewPage } from '../../src/content/dashboard/stats';
import { applicationCopy } from '../../src/content/applicationForm';
import { readingTime, wordCount, type Body } from '../../src/content/blocks';
import type { CaseStory } from '../../src/content/caseStory';
import type { JobDetail } from '../../src/content/jobDetail';
import { legalPages } from '../../src/content/legal';
import { legalBodies } from '../../src/content/legalBodies';
import { demoTour } from '../../src/content/demoTour';
import { footerColumns } from '../../src/site/layout/footerNav';

describe('SPEC.md counts', () => {
  it.each([
    ['testimonials', testimonials.length, 3],
    ['growth cases', growthCases.length, 4],
    ['articles on the first screen of the blog', Math.min(articles.length, ARTICLES_PAGE_SIZE), 6],
    ['case studies', caseStudies.length, 6],
    ['jobs', jobs.length, 6],
    ['team', team.length, 4],
    ['values', values.length, 3],
    ['home services', homeServices.length, 4],
    ['result stats', resultStats.length, 3],
    ['method steps', methodSteps.length, 4],
    ['demo posts', demoPosts.length, 5],
    ['demo pages', demoPages.length, 6],
    ['demo users', demoUsers.length, 5],
  ])('%s: %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('SPEC.md constants and strings', () => {
  it('hero and stat reveal delays', () => {
    expect(HERO_DELAYS_MS).toEqual([300, 500, 700, 900]);
    expect(STAT_DELAYS_MS).toEqual([100, 200, 300]);
  });

  it('home copy', () => {
    expect(homeHero).toMatchObject({
      tag: 'Next-Gen Lead Generation',
      headline: 'Accelerate Your B2B Growth',
      primaryCta: 'Start Growing',
      secondaryCta: 'Watch Demo',
      trust: 'Trusted by 500+ companies worldwide',
    });
    expect(homeServicesIntro.eyebrow).toBe('Our Services');
    expect(homeServicesIntro.title).toBe('Sophisticated B2B Lead Generation Solutions');
    expect(homeServices.map((s) => s.title)).toEqual(['Lead Generation', 'Sales Development', 'Email Marketing', 'Account-Based Marketing']);
    expect(resultsIntro.title).toBe('Measurable Growth for Your Business');
    expect(resultStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '97% Client Retention Rate',
      '12K+ Qualified Leads Generated',
      '68% Average Pipeline Growth',
    ]);
    expect(resultsIntro.ctaHref).toBe('/case-studies');
  });

  it('company facts and cities', () => {
    expect(company).toMatchObject({ founded: 2013, teamSize: 200, countries: 12, clients: 500 });
    expect(offices.map((o) => o.city)).toEqual(['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong']);
    expect(headOffice.email).toMatch(/@/);
  });

  it('filter values are the exact SPEC.md values', () => {
    expect(categoryFilters.map((c) => c.value)).toEqual(['all', 'lead-generation', 'account-based-marketing', 'sales-development', 'email-marketing']);
    expect(caseFilters.map((c) => c.value)).toEqual(['all', 'saas', 'it', 'security', 'healthcare', 'marketing']);
  });

  it('services index: five features each and the four-step method', () => {
    expect(serviceOfferings.map((s) => s.title)).toEqual(['Lead Generation', 'Sales Development', 'Email Marketing', 'Account-Based Marketing']);
    for (const s of serviceOfferings) expect(new Set(s.features).size).toBe(5);
    expect(methodSteps.map((s) => s.title)).toEqual(['Discovery', 'Strategy Development', 'Execution', 'Analysis & Refinement']);
  });

  it('a home service card\'s Learn More leads to the programme of the same name on /services, not to another service', () => {
    for (const card of homeServices) {
      const [path, id] = card.href.split('#');
      expect(path, card.title).toBe('/services');
      expect(serviceOfferings.find((s) => s.id === id)?.title, card.title).toBe(card.title);
    }
  });

  it('services index links point at existing service routes', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const s of serviceOfferings) expect(paths.has(`/services/${s.service}`), s.service).toBe(true);
  });

  it('jobs are in Sales, Marketing or Operations, all Remote and Full-time', () => {
    expect(new Set(jobs.map((j) => j.department))).toEqual(new Set(['Sales', 'Marketing', 'Operations']));
    for (const j of jobs) {
      expect(j.location).toBe('Remote');
      expect(j.type).toBe('Full-time');
      expect(j.description.length).toBeGreaterThan(20);
    }
  });

  it('every growth case has two stats; every case study has a SPEC category', () => {
    for (const g of growthCases) expect(g.stats).toHaveLength(2);
    const cats = new Set(caseFilters.map((c) => c.value));
    for (const c of caseStudies) expect(cats.has(c.category)).toBe(true);
    expect(featuredCase.title.length).toBeGreaterThan(10);
  });

  it('every blog topic has articles and every article a known topic', () => {
    const slugs = blogTopics.map((t) => t.slug);
    for (const a of articles) expect(slugs).toContain(a.topic);
    for (const t of blogTopics) expect(articlesByTopic(t.slug).length).toBeGreaterThan(0);
    expect(blogTopics.map((t) => t.title)).toEqual(['Industry Insights', 'How-To Guides', 'Success Stories']);
  });

  it('formats article dates the same way everywhere', () => {
    expect(formatArticleDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatArticleDate(featuredArticle.date)).toBe('May 12, 2025');
  });
});

describe('carousel options', () => {
  it('loop, centred, widths full / 5/6 / 4/5 / 3/4', () => {
    const o = carouselOptions(false);
    expect(o.loop).toBe(true);
    expect(o.slides).toMatchObject({ origin: 'center', perView: 1 });
    const perView = Object.values(o.breakpoints ?? {}).map((b) => (b.slides as { perView: number }).perView);
    expect(perView.map((p) => 1 / p)).toEqual([5 / 6, 4 / 5, 3 / 4].map((v) => expect.closeTo(v, 3)) as unknown as number[]);
    expect(Object.keys(o.breakpoints ?? {})).toEqual(['(min-width: 640px)', '(min-width: 768px)', '(min-width: 1024px)']);
  });

  it('moves a slide at a time, draggable, without overscroll past a slide (SPEC\'s containment, docs in carouselOptions)', () => {
    expect(carouselOptions(false)).toMatchObject({ mode: 'snap', drag: true, rubberband: false });
  });

  it('animates slides unless reduced motion is requested', () => {
    expect(carouselOptions(false).defaultAnimation?.duration).toBeGreaterThan(0);
    expect(carouselOptions(true).defaultAnimation?.duration).toBe(0);
  });
});

describe('images', () => {
  const all = [
    ...growthCases.flatMap((g) => [g.logo, g.image]),
    ...team.map((t) => t.portrait),
    ...articles.map((a) => a.image),
    featuredArticle.image,
    ...caseStudies.map((c) => c.image),
    featuredCase.image,
  ];
  it.each(all)('%s is a small self-made SVG with a viewBox', (src) => {
    expect(src).toMatch(/^\/images\/(home|team|blog|cases)\/[\w-]+\.svg$/);
    const file = join(process.cwd(), 'public', src);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/viewBox="/);
    expect(text.length).toBeLessThan(3 * 1024);
    expect(text).not.toMatch(/(href|src)="https?:/);
  });
});

describe('carousel easing', () => {
  it('is set (keen-slider needs one with a custom defaultAnimation) and runs 0 -> 1', () => {
    const easing = carouselOptions(false).defaultAnimation?.easing;
    expect(easing?.(0)).toBe(0);
    expect(easing?.(1)).toBe(1);
    expect(easing?.(0.5)).toBeGreaterThan(0.5);
  });
});

describe('people named on the site', () => {
  // Every quote on the site, by the name it is signed with: home testimonials, service pages, case studies.
  const quoted = (tree: unknown, found: string[] = []): string[] => {
    if (Array.isArray(tree)) tree.forEach((item) => quoted(item, found));
    else if (tree && typeof tree === 'object') {
      const node = tree as Record<string, unknown>;
      const signer = node.author ?? node.name;
      if ((typeof node.quote === 'string' || typeof node.text === 'string') && typeof signer === 'string') found.push(signer);
      Object.values(node).forEach((value) => quoted(value, found));
    }
    return found;
  };
  const records = Object.values(import.meta.glob('../../src/content/services/records/*.ts', { eager: true, import: 'default' }));
  const stories = Object.values(import.meta.glob('../../src/content/caseStories/*.ts', { eager: true, import: 'default' }));
  const clientVoices = quoted([testimonials, records, stories]);

  it('finds the client quotes it checks', () => {
    expect(clientVoices).toEqual(expect.arrayContaining(testimonials.map((t) => t.author)));
    expect(clientVoices.length).toBeGreaterThan(testimonials.length + stories.length);
  });

  it('an article byline gives a member of the team the role the About page gives them', () => {
    for (const member of team) expect(authorRoles[member.name], member.name).toBe(member.role);
  });

  it('no one who writes for Northstar is also quoted as one of its clients', () => {
    const staff = new Set([...team.map((m) => m.name), ...Object.keys(authorRoles), ...articles.map((a) => a.author), featuredArticle.author]);
    expect(clientVoices.filter((name) => staff.has(name))).toEqual([]);
  });

  it('no two clients quoted share a name', () => {
    expect(clientVoices.filter((name, i) => clientVoices.indexOf(name) !== i)).toEqual([]);
  });
});

describe('copy that agrees with itself', () => {
  // The date the copy is written as of: nothing dated may lie after it.
  const TODAY = '2026-12-02';
  const articleBodies = import.meta.glob<Body>('../../src/content/articles/bodies/*.ts', { eager: true, import: 'default' });
  const stories = import.meta.glob<CaseStory>('../../src/content/caseStories/*.ts', { eager: true, import: 'default' });
  const storyOf = (slug: string): CaseStory => {
    const story = stories[`../../src/content/caseStories/${slug}.ts`];
    if (!story) throw new Error(`No case story ${slug}`);
    return story;
  };
  const storyText = (story: CaseStory) => JSON.stringify(story).toLowerCase();

  it('every article shows the reading time of its text at 230 words a minute', () => {
    for (const article of [featuredArticle, ...articles]) {
      const body = articleBodies[`../../src/content/articles/bodies/${article.id}.ts`];
      if (!body) throw new Error(`No body for ${article.id}`);
      expect(article.readTime, article.id).toBe(readingTime(body));
      expect(Math.abs(parseInt(article.readTime, 10) - wordCount(body) / 230), article.id).toBeLessThanOrEqual(1);
    }
  });

  it('long-form copy that points to a case study links to it, and every link in it leads to a page of the site', () => {
    const bodies = { ...articleBodies, ...legalBodies };
    const paths = new Set(routes.map((r) => r.path));
    const cases = [featuredCase, ...caseStudies];
    let pointers = 0;
    for (const [name, body] of Object.entries(bodies)) {
      for (const s of body) {
        const hrefs = s.blocks.flatMap((b) => (b.type === 'link' ? [b.href] : []));
        for (const href of hrefs) expect(paths, `${name}: ${href}`).toContain(href);
        for (const b of s.blocks) {
          if (b.type !== 'p' || !/case study/i.test(b.text)) continue;
          const named = cases.filter((c) => b.text.includes(c.client.split(' ')[0]!));
          expect(named.length, `${name}: which case study is meant in “${b.text}”`).toBe(1);
          expect(hrefs, `${name}: “${b.text}”`).toContain(`/case-studies/${named[0]!.id}`);
          pointers++;
        }
      }
    }
    expect(pointers).toBeGreaterThan(0);
  });

  // The legal pages spell these out rather than import them (an import made a chunk /contact shares).
  it('the legal pages name the head office and its address as the contact page does', () => {
    const text = JSON.stringify(legalBodies);
    expect(text).toContain(`Northstar Growth, ${headOffice.street}, ${headOffice.locality}, ${headOffice.country}`);
    const emails = [...new Set(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g))];
    expect(emails).toContain(headOffice.email);
    for (const email of emails) expect(email.split('@')[1], email).toBe(headOffice.email.split('@')[1]);
  });

  it('nothing is dated after the day the copy is written for', () => {
    const dated: [string, string][] = [
      ...[featuredArticle, ...articles].map((a): [string, string] => [a.id, a.date]),
      ...legalPages.map((p): [string, string] => [p.path, p.updated]),
      ...demoPosts.map((p): [string, string] => [p.title, p.date]),
      ...demoPages.map((p): [string, string] => [p.title, p.lastModified]),
    ];
    for (const [what, date] of dated) expect(date <= TODAY, `${what}: ${date}`).toBe(true);
  });

  it('the dashboard\'s "last six months" chart ends in the current month', () => {
    const reports = overviewPage.tabs.find((t) => t.value === 'reports')!;
    expect(reports.series.summary).toMatch(/last six months/);
    const month = new Date(`${TODAY}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(reports.series.points.at(-1)?.label).toBe(month);
  });

  it('a home growth case repeats the figures of its case study', () => {
    for (const growth of growthCases) {
      const story = storyOf(growth.caseStudy);
      for (const stat of growth.stats) expect(story.results, `${growth.company} ${stat.value}`).toContainEqual(stat);
    }
  });

  it('a client is described in the same market segment wherever it appears', () => {
    const segments = ['enterprise', 'mid-market', 'smb', 'small business', 'start-up'];
    const mentioned = (text: string) => segments.filter((s) => text.toLowerCase().includes(s));
    const claims = [
      ...growthCases.map((g) => [g.caseStudy, g.title] as const),
      ...caseStudies.map((c) => [c.id, `${c.title} ${c.results} ${c.description}`] as const),
    ];
    for (const [slug, text] of claims) {
      const story = storyText(storyOf(slug));
      for (const segment of mentioned(text)) expect(story, `${slug}: "${segment}" in "${text}"`).toContain(segment);
    }
  });

  it('a client quoted on the home page is credited with its case study\'s growth, not another figure', () => {
    // "doubled", "tripled", "2.6 times" or "2.6x" in a quote must round to a multiple the client's case study reports.
    const words: Record<string, number> = { doubled: 2, tripled: 3, quadrupled: 4 };
    const multiples = (text: string) => [
      ...Object.entries(words).filter(([w]) => new RegExp(`\\b${w}\\b`, 'i').test(text)).map(([, n]) => n),
      ...[...text.matchAll(/(\d+(?:\.\d+)?)\s*(?:x\b|times\b)/gi)].map((m) => Number(m[1])),
    ];
    for (const t of testimonials) {
      const growth = growthCases.find((g) => g.company === t.company);
      const reported = growth ? multiples(JSON.stringify(storyOf(growth.caseStudy).results)) : [];
      for (const claimed of multiples(t.quote)) {
        expect(reported.some((r) => Math.round(r) === Math.round(claimed) && (Number.isInteger(claimed) || r === claimed)), `${t.author}: ${claimed}x`).toBe(true);
      }
    }
  });

  it('the footer names the blog topics as the blog and menus do', () => {
    const resources = footerColumns.find((c) => c.title === 'Resources')!.links;
    for (const topic of blogTopics) expect(resources.find((l) => l.href === `/blog/category/${topic.slug}`)?.label).toBe(topic.label);
  });

  it('content modules take the company facts from content/company.ts instead of restating them', () => {
    const sources = import.meta.glob<string>('../../src/content/**/*.ts', { eager: true, query: '?raw', import: 'default' });
    const restated = /\b\d+ countries\b|\b(?:19|20)\d\d\b(?=[^'`]*(?:founded|started|since|began))|(?:founded|started|since|began)[^'`]*\b(?:19|20)\d\d\b|\b\d+\+? (?:clients|team members)\b/i;
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/company.ts'))
      .flatMap(([path, text]) => text.split('\n').filter((line) => restated.test(line) && !/\$\{company\./.test(line)).map((line) => `${path}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it('the cookie policy names every kind of browser storage the site\'s code uses', () => {
    // Client code only: src/server/ is Node and stores nothing in a browser.
    const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/server/**'], { eager: true, query: '?raw', import: 'default' });
    const code = [...Object.values(sources), ...readdirSync(join(process.cwd(), 'public')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(process.cwd(), 'public', f), 'utf8'))].join('\n');
    const policy = JSON.stringify(legalBodies['/cookies']);
    const kinds: [string, RegExp, RegExp][] = [
      ['a cookie', /document\.cookie\s*=/, /\bcookie\b/i],
      ['localStorage', /\blocalStorage\b/, /\blocal storage\b/i],
      ['sessionStorage', /\bsessionStorage\b/, /\bsession storage\b/i],
      ['IndexedDB', /\bindexedDB\b|from 'idb'/, /\bIndexedDB\b/],
      ['the Cache API', /\bcaches\.(open|keys|match)\b/, /\bservice worker cache\b/i],
    ];
    const used = kinds.filter(([, api]) => api.test(code));
    expect(used.map(([name]) => name)).toEqual(kinds.map(([name]) => name));
    for (const [name, , named] of used) expect(policy, `${name} is used but the cookie policy does not say so`).toMatch(named);
  });

  it('the Watch Demo tour describes the Leads section as what that page shows: this device\'s outbox, not every lead sent', () => {
    const leadsPage = readFileSync(join(process.cwd(), 'src/dashboard/pages/LeadsPage.tsx'), 'utf8');
    expect(leadsPage).toMatch(/title="This device’s outbox"/);
    const step = demoTour.steps.find((s) => s.picture === 'leads')!;
    expect(step.text).toMatch(/outbox/);
    expect(step.text).not.toMatch(/\bsent from the site (land|appear|show)/i);
  });

  it('the careers page asks for nothing the application form cannot take', () => {
    if (/resume|cv\b/i.test(careersCopy.resumeText)) expect(applicationCopy.link).toMatch(/resume|cv\b/i);
    expect(careersCopy.resumeText).not.toMatch(/attach|upload/i);
  });

  it('a job page\'s "Location and hours" line states the location and type once', () => {
    // The page writes "Remote, full-time." before the schedule: the schedule must not say it again.
    const details = import.meta.glob<JobDetail>('../../src/content/jobDetails/*.ts', { eager: true, import: 'default' });
    expect(Object.keys(details)).toHaveLength(jobs.length);
    for (const job of jobs) {
      const detail = details[`../../src/content/jobDetails/${job.id}.ts`];
      if (!detail) throw new Error(`No details for ${job.id}`);
      expect(detail.schedule.toLowerCase(), job.id).not.toContain(job.type.toLowerCase());
      expect(detail.schedule.toLowerCase(), job.id).not.toContain(job.location.toLowerCase());
    }
  });

  it('the demo admin area uses the company\'s own email domain, not a placeholder one', () => {
    const domain = headOffice.email.split('@')[1];
    for (const email of [...demoUsers.map((u) => u.email), defaultSiteSettings.adminEmail]) expect(email.split('@')[1], email).toBe(domain);
  });
});
