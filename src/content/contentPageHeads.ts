import { allArticles, articleHref } from './articles';
import type { CaseStory } from './caseStory';
import { jobHref, jobMetaDescription, jobs } from './jobs';
import { legalPages } from './legal';
import { caseStudyHref } from './pageSlugs';

// Every story at once: this module serves the prerender and the /search directory (loaded with
// that directory, never with a page's first paint).
const caseStories = import.meta.glob<CaseStory>('./caseStories/*.ts', { eager: true, import: 'default' });

/** Title and description of one page of a content collection (article, case study, job, legal page). */
export interface ContentPageHead {
  path: string;
  title: string;
  description: string;
}

/** Every content-collection page with the title and description its prerendered head carries. */
export const contentPageHeads: readonly ContentPageHead[] = [
  ...allArticles.map((a) => ({ path: articleHref(a), title: a.title, description: a.excerpt })),
  ...Object.entries(caseStories).map(([file, s]) => ({ path: caseStudyHref(file.replace(/^.*\/|\.ts$/g, '')), title: s.title, description: s.description })),
  ...jobs.map((j) => ({ path: jobHref(j), title: j.title, description: jobMetaDescription(j) })),
  ...legalPages.map((l) => ({ path: l.path, title: l.title, description: l.description })),
];
