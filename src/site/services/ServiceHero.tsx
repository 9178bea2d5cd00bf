import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
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
          <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
        </Button>
      }
    />
  );
}
