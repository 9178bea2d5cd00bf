import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageHero } from '../components/PageHero';

interface ServiceHeroProps {
  tag: string;
  title: string;
  intro: string;
  cta: string;
  href: string;
}

/** Tag, the page's h1, intro and a call-to-action link to the proposal form. */
export function ServiceHero({ tag, title, intro, cta, href }: ServiceHeroProps) {
  return (
    <PageHero
      tag={tag}
      title={title}
      intro={<p className="m-0">{intro}</p>}
      actions={
        <ButtonLink href={href}>
          {cta}
          <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
        </ButtonLink>
      }
    />
  );
}
