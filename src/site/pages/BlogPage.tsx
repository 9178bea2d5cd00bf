import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { articles, blogHero, featuredArticle } from '../../content/articles';
import { BlogListing } from '../components/BlogListing';
import { FeaturedArticle } from '../components/FeaturedArticle';
import { NewsletterBox } from '../components/NewsletterBox';
import { PageHero } from '../components/PageHero';

export default function BlogPage(_props: PageProps) {
  return (
    <>
      <PageHero tag={blogHero.tag} title={blogHero.title} intro={blogHero.intro} />
      <div className="container-page space-y-20 pb-24">
        <FeaturedArticle article={featuredArticle} />
        <DeferHydration>
          <BlogListing articles={articles} title="Latest Articles" />
        </DeferHydration>
        <DeferHydration>
          <NewsletterBox />
        </DeferHydration>
      </div>
    </>
  );
}
