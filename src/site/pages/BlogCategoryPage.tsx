import { Link } from 'wouter';
import type { PageProps } from '../../routes';
import { blogTopics } from '../../content/blogTopics';
import { Icon } from '../../ui/Icon';
import { BlogBody } from '../blog/BlogBody';
import { topicListings } from '../components/ArticleListings';
import { PageHero } from '../widgets/PageHero';

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
          <Link href="/blog" className="plain-link inline-flex items-center gap-2 font-semibold text-brand-700">
            <Icon name="i-lucide-arrow-left" className="h-4 w-4" />
            All articles
          </Link>
        }
      />
      <BlogBody listing={<BlogListing title={`Latest in ${topic.label}`} base={route.path} />} />
    </>
  );
}
