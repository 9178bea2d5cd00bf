import { Button } from '../../ui/Button';
import { PageHero } from '../components/PageHero';

interface ServiceHeroProps {
  tag: string;
  title: string;
  intro: string;
  cta: string;
}

/** Tag, the page's h1, intro and a call-to-action button (no behaviour, per SPEC.md §7). */
export function ServiceHero({ tag, title, intro, cta }: ServiceHeroProps) {
  return (
    <PageHero
      tag={tag}
      title={title}
      intro={<p className="m-0">{intro}</p>}
      actions={
        <Button>
          {cta}
          <span aria-hidden="true" className="i-lucide-arrow-right h-5 w-5" />
        </Button>
      }
    />
  );
}
