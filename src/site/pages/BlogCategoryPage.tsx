import { lazyRetry } from '../../ui/lazyRetry';
import { Link } from 'wouter';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { blogTopics } from '../../content/blogTopics';
import { Icon } from '../../ui/Icon';
import { topicListings } from '../components/ArticleListings';
import { PageHero } from '../widgets/PageHero';
import { hasSearch } from '../../lib/urlSearch';

// The newsletter box at the bottom loads when it nears the viewport.
const NewsletterBox = lazyRetry(() => import('../components/NewsletterBox').then((m) => ({ default: m.NewsletterBox })));

/** /blog/category/:slug: the blog listing limited to one topic (the route table has one route per topic). */
export default function BlogCategoryPage({ route }: PageProps) {
  const topic = blogTopics.find((t) => t.slug === route.params?.slug);
  // The listing's code and this topic's articles load with it, not with the page's first paint.
  const BlogListing = topic && topicListings[topic.slug];
  if (!topic || !BlogListing) throw new Error(`No blog topic "${route.params?.slug ?? ''}" for ${route.path}`);
  return (
    <>
      <PageHero
        tag="Blog"
        title={topic.title}
        intro={topic.description}
        actions={
          <Link href="/blog" className="link-plain inline-flex items-center gap-2 font-semibold text-brand-700">
            <Icon name="i-lucide-arrow-left" className="h-4 w-4" />
            All articles
          </Link>
        }
      />
      <div className="container-page space-y-20 pb-24">
        <DeferHydration immediate={hasSearch()}>
          <BlogListing title={`Latest in ${topic.label}`} base={route.path} />
        </DeferHydration>
        <DeferHydration>
          <NewsletterBox />
        </DeferHydration>
      </div>
    </>
  );
}
