import { Link } from 'wouter';
import { articleHref, blogCopy, categoryLabel, formatArticleDate, type Article } from '../../content/articles/blog';
import { Icon } from '../../ui/Icon';
import { Illustration } from './Illustration';

/** The featured article at the top of the blog: large cover beside title, excerpt and byline (the cover is preloaded by the page that shows it: Illustration). */
export function FeaturedArticle({ article }: { article: Article }) {
  return (
    <article aria-labelledby="featured-article-title" className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
      <Illustration src={article.image} className="block aspect-[16/9] h-auto w-full bg-brand-50 object-cover lg:aspect-auto lg:h-full" />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="m-0 flex flex-wrap items-center gap-3 text-sm font-semibold">
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
            <Icon name="i-lucide-star" className="h-3.5 w-3.5" />
            {blogCopy.featured}
          </span>
          <span className="text-brand-700">{categoryLabel(article.category)}</span>
        </p>
        <h2 id="featured-article-title" className="m-0 mt-4 text-2xl font-bold leading-tight tracking-tight text-ink sm:text-3xl">
          {article.title}
        </h2>
        <p className="lead m-0 mt-4">{article.excerpt}</p>
        <p className="m-0 mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="font-medium text-ink">{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </p>
        <Link href={articleHref(article)} aria-describedby="featured-article-title" className="btn-primary mt-8 self-start">
          {blogCopy.readMore}
          <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
