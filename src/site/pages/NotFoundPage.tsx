import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { PAGE_TITLE_ID } from '../../ui/pageTitle';

/** Shown for every path the route table does not know. */
export default function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    // SPEC.md: the attempted path is logged (a warning, not an error: the app is healthy).
    console.warn(`404: no page for "${location}"`);
  }, [location]);
  return (
    <section className="flex min-h-[70vh] items-center bg-gradient-to-b from-brand-50 to-white pb-16 pt-36">
      <div className="container-page text-center">
        <h1 id={PAGE_TITLE_ID} className="m-0 text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</h1>
        <p className="heading-3 mt-4 text-2xl">Oops! Page not found</p>
        <p className="body mx-auto mt-2 max-w-md">The page you asked for has moved or never existed. Everything else is still here.</p>
        <ButtonLink href="/" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
