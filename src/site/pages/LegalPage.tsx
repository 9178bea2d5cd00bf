import type { PageProps } from '../../routes';
import { formatIsoDate } from '../../content/formatDate';
import { legalPageFor } from '../../content/legal';
import { legalBodies } from '../../content/legalBodies';
import { BodyText } from '../components/BodyText';
import { useContentHead } from '../components/useContentHead';
import { PageHero } from '../widgets/PageHero';

/** /privacy, /terms and /cookies: one template, text from content/legal.ts. */
export default function LegalPage({ route }: PageProps) {
  const page = legalPageFor(route.path);
  const body = legalBodies[route.path];
  if (!page || !body) throw new Error(`No legal page for ${route.path}`);
  useContentHead(route, page.title, page.description);
  return (
    <>
      <PageHero
        tag="Legal"
        title={page.title}
        intro={
          <>
            <p className="m-0">{page.intro}</p>
            <p className="m-0 mt-4 text-base text-slate-600">
              Last updated <time dateTime={page.updated}>{formatIsoDate(page.updated)}</time>
            </p>
          </>
        }
      />
      <div className="container-page pb-24">
        <div className="mx-auto max-w-3xl">
          <BodyText body={body} />
        </div>
      </div>
    </>
  );
}
