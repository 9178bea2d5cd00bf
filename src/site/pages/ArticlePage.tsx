import { lazyRetry } from '../../ui/lazyRetry';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';

// An article is static text with links: its prerendered HTML stays as it is until the reader's
// first input, so the page's first load carries neither the article list nor the body text.
const ArticleView = lazyRetry(() => import('../blog/ArticleView'));
// Previous/next and related articles hydrate when they near the viewport.
const MoreArticles = lazyRetry(() => import('../blog/MoreArticles'));

/** /blog/<id>: one article with byline, body, previous/next and related articles. */
export default function ArticlePage({ route }: PageProps) {
  return (
    <>
      <DeferHydration until="input">
        <ArticleView route={route} />
      </DeferHydration>
      <DeferHydration section>
        <MoreArticles path={route.path} />
      </DeferHydration>
    </>
  );
}
