import { Link } from 'wouter';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { articlesByTopic } from '../../content/articles';
import { blogTopics } from '../../content/blogTopics';
import { Icon } from '../../ui/Icon';
import { BlogListing } from '../components/BlogListing';
import { NewsletterBox } from '../components/NewsletterBox';
import { PageHero } from '../components/PageHero';

/** /blog/category/:slug: the blog listing limited to one topic (the route table has one route per topic). */
export default function BlogCategoryPage({ route }: PageProps) {
  const topic = blogTopics.find((t) => t.slug === route.params?.slug);
  if (!topic) throw new Error(`No blog topic "${route.params?.slug ?? ''}" for ${route.path}`);
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
        <DeferHydration>
          <BlogListing articles={articlesByTopic(topic.slug)} title={`Latest in ${topic.label}`} />
        </DeferHydration>
        <DeferHydration>
          <NewsletterBox />
        </DeferHydration>
      </div>
    </>
  );
}
