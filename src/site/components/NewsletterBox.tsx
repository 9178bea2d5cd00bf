import { useId } from 'react';
import { blogCopy } from '../../content/articles/blog';
import { Icon } from '../../ui/Icon';
import { LazyNewsletterForm } from '../forms/LazyNewsletterForm';

/** Blog newsletter box: the sign-up form (saved on the device, then sent). */
export function NewsletterBox() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-white sm:px-12">
      <div className="grid items-center gap-8 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
            <Icon name="i-lucide-newspaper" className="h-6 w-6" />
          </span>
          <h2 id={`${id}-title`} className="m-0 mt-5 text-2xl font-bold sm:text-3xl">
            {blogCopy.newsletterTitle}
          </h2>
          <p className="m-0 mt-3 text-blue-100">{blogCopy.newsletterText}</p>
        </div>
        <LazyNewsletterForm label={blogCopy.newsletterTitle} buttonLabel={blogCopy.newsletterButton} tone="blue" buttonVariant="btn-inverse" />
      </div>
    </section>
  );
}
