/**
 * Every blog article (the list), gathered from one module per topic (./topics/<topic>.ts, so a
 * category page loads only its own). The blog's copy, the featured article and the types are in
 * ./blog.ts, which pages load first; this list loads with the listings and article pages.
 */
import { articleHref, featuredArticle, type Article, type ArticleTopic } from './blog';
import caseStudies from './topics/case-studies';
import howTo from './topics/how-to';
import industryInsights from './topics/industry-insights';

export * from './blog';

const byDate = (a: Article, b: Article) => b.date.localeCompare(a.date);

/** The listed articles (all but the featured one), newest first. */
export const articles: readonly Article[] = [...industryInsights, ...howTo, ...caseStudies].sort(byDate);

export const articlesByTopic = (topic: ArticleTopic): Article[] => articles.filter((a) => a.topic === topic);

/** Every article, featured first, newest first: the order of previous/next on article pages. */
export const allArticles: readonly Article[] = [featuredArticle, ...articles].sort(byDate);

/** Up to `count` other articles: same category first, then same topic, newest first. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const score = (a: Article) => (a.category === article.category ? 2 : 0) + (a.topic === article.topic ? 1 : 0);
  return allArticles
    .filter((a) => a.id !== article.id)
    .map((a, i) => ({ a, s: score(a), i }))
    .sort((x, y) => y.s - x.s || x.i - y.i)
    .slice(0, count)
    .map((x) => x.a);
}

/** Previous = the next older article, next = the next newer one (undefined at either end). */
export function adjacentArticles(article: Article): { previous?: Article; next?: Article } {
  const i = allArticles.findIndex((a) => a.id === article.id);
  return { previous: allArticles[i + 1], next: i > 0 ? allArticles[i - 1] : undefined };
}

export const articleFromPath = (path: string): Article | undefined => allArticles.find((a) => articleHref(a) === path);

/**
 * Role shown beside each author's name on article pages. For the team, the About page's role
 * (content/team.ts; a unit test holds them equal): importing team.ts here would make it a chunk
 * shared with the About page, and every page's preload map would name it.
 */
export const authorRoles: Readonly<Record<string, string>> = {
  'Marcus Bell': 'Founder & CEO',
  'Elena Torres': 'Chief Operating Officer',
  'James Whitfield': 'Head of Strategy',
  'Aisha Karim': 'Director of Sales Development',
  'Priya Raman': 'Senior SDR Coach',
};
