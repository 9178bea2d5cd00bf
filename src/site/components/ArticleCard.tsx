import { useId } from 'react';
import { Link } from 'wouter';
import { articleHref, blogCopy, categoryLabel, formatArticleDate, type Article } from '../../content/articles/blog';
import { Icon } from '../../ui/Icon';

/** One article in a grid: cover, category, title, excerpt, author, date, read time and its link. */
export function ArticleCard({ article }: { article: Article }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <img src={article.image} width={640} height={360} alt="" loading="lazy" decoding="async" className="block aspect-[16/9] h-auto w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="m-0 text-sm font-semibold text-brand-700">{categoryLabel(article.category)}</p>
        <h3 id={titleId} className="heading-3 m-0 mt-2 leading-snug">
          {article.title}
        </h3>
        <p className="body m-0 mt-3 text-[0.95rem]">{article.excerpt}</p>
        <div className="mt-auto pt-6 text-sm text-slate-600">
          <p className="m-0 font-medium text-ink">{article.author}</p>
          <p className="m-0 mt-1 flex items-center gap-2">
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Icon name="i-lucide-clock" className="h-3.5 w-3.5" />
              {article.readTime}
            </span>
          </p>
        </div>
        <Link
          href={articleHref(article)}
          data-card-link=""
          aria-describedby={titleId}
          className="focus-ring mt-5 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 no-underline hover:text-brand-800"
        >
          {blogCopy.readMore}
          <Icon name="i-lucide-arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
