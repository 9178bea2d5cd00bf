import { type ComponentProps } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { featuredArticle, type Article, type ArticleTopic } from '../../content/articles/blog';

/**
 * The blog listing together with the articles it lists, each loaded on demand: /blog loads
 * every article, a category page only its topic's module (plus the featured article, if it
 * is of that topic).
 */
type ListingProps = Omit<ComponentProps<typeof import('./BlogListing').default>, 'articles'>;

const withArticles = (load: () => Promise<readonly Article[]>) =>
  lazyRetry(async () => {
    const [{ default: BlogListing }, articles] = await Promise.all([import('./BlogListing'), load()]);
    return { default: (props: ListingProps) => <BlogListing {...props} articles={articles} /> };
  });

/** Every listed article (the featured one is shown above the listing). */
export const AllArticlesListing = withArticles(() => import('../../content/articles').then((m) => m.articles));

const topicModules = import.meta.glob<readonly Article[]>('../../content/articles/topics/*.ts', { import: 'default' });

/** One listing per topic, created once so each keeps its loaded state. */
export const topicListings = Object.fromEntries(
  Object.entries(topicModules).map(([file, load]) => {
    const topic = file.replace(/^.*\/|\.ts$/g, '') as ArticleTopic;
    // The featured article is the newest, so it leads its topic's list.
    return [topic, withArticles(async () => (featuredArticle.topic === topic ? [featuredArticle, ...(await load())] : load()))];
  }),
) as Partial<Record<ArticleTopic, ReturnType<typeof withArticles>>>;
