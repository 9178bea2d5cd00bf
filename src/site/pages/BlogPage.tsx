import type { PageProps } from '../../routes';
import { blogHero, featuredArticle } from '../../content/articles/blog';
import { BlogBody } from '../blog/BlogBody';
import { AllArticlesListing } from '../components/ArticleListings';
import { FeaturedArticle } from '../components/FeaturedArticle';
import { preloadIllustration } from '../components/Illustration';
import { PageHero } from '../widgets/PageHero';

// The featured article's picture comes in the page as a data: URL (Illustration): it loads with this page, before it renders.
await preloadIllustration(featuredArticle.image);

export default function BlogPage({ route }: PageProps) {
  return (
    <>
      <PageHero tag={blogHero.tag} title={blogHero.title} intro={blogHero.intro} />
      <BlogBody lead={<FeaturedArticle article={featuredArticle} />} listing={<AllArticlesListing title="Latest Articles" base={route.path} />} />
    </>
  );
}
