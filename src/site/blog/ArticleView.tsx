import { Link } from 'wouter';
import type { RouteDef } from '../../routes';
import { categoryLabel, formatArticleDate } from '../../content/articles/blog';
import type { Body } from '../../content/blocks';
import { blogListHref } from '../filters/blogFilters';
import { BodyText } from '../components/BodyText';
import { collectionLoader } from '../components/collectionLoader';
import { Illustration, preloadIllustration, preloadIllustrations } from '../components/Illustration';
import { PageHero } from '../widgets/PageHero';
import { useContentHead } from '../components/useContentHead';
import { useLoaded } from '../components/useLoaded';

const articleBodies = collectionLoader(import.meta.glob<Body>('../../content/articles/bodies/*.ts', { import: 'default' }), 'article body');

// The article list and this article's body load with this view (see ArticlePage): the prerender
// loads them all; the browser waits for the opened article's body and the list before rendering.
const { articleFromPath, authorRoles } = await import('../../content/articles');
if (import.meta.env.SSR) {
  await Promise.all([articleBodies.preloadAll(), preloadIllustrations()]);
} else if (typeof location !== 'undefined') {
  const opened = articleFromPath(location.pathname.replace(/\/+$/, ''));
  await Promise.all([articleBodies.preload(opened?.id), opened && preloadIllustration(opened.image)]);
}

function ArticleBody({ id }: { id: string }) {
  return <BodyText body={useLoaded(articleBodies.entry(id))} />;
}

/** One article: hero with byline, breadcrumbs, image and body. */
export default function ArticleView({ route }: { route: RouteDef }) {
  const article = articleFromPath(route.path);
  if (!article) throw new Error(`No article for ${route.path}`);
  useContentHead(route, article.title, article.excerpt);
  return (
    <>
      <PageHero
        title={article.title}
        intro={<p className="m-0">{article.excerpt}</p>}
        actions={
          <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>
              <span className="font-semibold text-ink">{article.author}</span>, {authorRoles[article.author] ?? 'Northstar Growth'}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{article.readTime}</span>
          </p>
        }
      >
        <nav aria-label="Breadcrumb" className="mt-8 text-sm">
          <ol className="m-0 flex list-none flex-wrap items-center gap-2 p-0">
            <li>
              <Link href="/blog" className="plain-link font-semibold text-brand-700">
                Blog
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={blogListHref({ query: '', category: article.category })} className="plain-link font-semibold text-brand-700">
                {categoryLabel(article.category)}
              </Link>
            </li>
          </ol>
        </nav>
      </PageHero>
      <article aria-label={article.title} className="container-page pb-16">
        <Illustration src={article.image} className="mx-auto block aspect-[16/9] h-auto w-full max-w-3xl rounded-3xl bg-brand-50 object-cover" />
        <div className="mx-auto mt-12 max-w-3xl">
          <ArticleBody id={article.id} />
        </div>
      </article>
    </>
  );
}
