import { lazyRetry } from '../../ui/lazyRetry';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { blogHero, featuredArticle } from '../../content/articles/blog';
import { AllArticlesListing } from '../components/ArticleListings';
import { FeaturedArticle } from '../components/FeaturedArticle';
import { PageHero } from '../widgets/PageHero';
import { hasSearch } from '../../lib/urlSearch';

// The newsletter box at the bottom loads when it nears the viewport.
const NewsletterBox = lazyRetry(() => import('../components/NewsletterBox').then((m) => ({ default: m.NewsletterBox })));

export default function BlogPage({ route }: PageProps) {
  return (
    <>
      <PageHero tag={blogHero.tag} title={blogHero.title} intro={blogHero.intro} />
      <div className="container-page space-y-20 pb-24">
        <FeaturedArticle article={featuredArticle} />
        {/* A filtered URL must show its filter at once, not when the listing scrolls near. */}
        <DeferHydration immediate={hasSearch()}>
          {/* Below the featured article: its code and the article list load when it is reached. */}
          <AllArticlesListing title="Latest Articles" base={route.path} />
        </DeferHydration>
        <DeferHydration>
          <NewsletterBox />
        </DeferHydration>
      </div>
    </>
  );
}
