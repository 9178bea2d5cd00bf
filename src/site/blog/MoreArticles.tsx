import { Link } from 'wouter';
import { adjacentArticles, articleFromPath, articleHref, relatedArticles, type Article } from '../../content/articles';
import { Icon } from '../../ui/Icon';
import { ArticleCard } from '../components/ArticleCard';

function Adjacent({ article, rel }: { article: Article; rel: 'previous' | 'next' }) {
  return (
    <Link
      href={articleHref(article)}
      className={`plain-link flex flex-1 flex-col gap-1 rounded-2xl border border-slate-200 p-5 hover:border-brand-600 ${rel === 'next' ? 'sm:items-end sm:text-right' : ''}`}
    >
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {rel === 'previous' && <Icon name="i-lucide-arrow-left" className="h-4 w-4" />}
        {rel === 'previous' ? 'Previous article' : 'Next article'}
        {rel === 'next' && <Icon name="i-lucide-arrow-right" className="h-4 w-4" />}
      </span>
      <span className="font-semibold text-ink">{article.title}</span>
    </Link>
  );
}

/** Below an article: previous/next (by date) and three related articles. */
export default function MoreArticles({ path }: { path: string }) {
  const article = articleFromPath(path);
  if (!article) return null;
  const { previous, next } = adjacentArticles(article);
  return (
    <>
      <nav aria-label="Previous and next articles" className="container-page pb-16">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 sm:flex-row">
          {previous && <Adjacent article={previous} rel="previous" />}
          {next && <Adjacent article={next} rel="next" />}
        </div>
      </nav>
      <section aria-labelledby="related-title" className="section-y bg-slate-50">
        <div className="container-page">
          <h2 id="related-title" className="heading-2 m-0">
            Related articles
          </h2>
          <ul className="m-0 mt-8 grid list-none gap-8 p-0 md:grid-cols-2 lg:grid-cols-3">
            {relatedArticles(article).map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
