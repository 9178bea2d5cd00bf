import type { PageSection } from '../../content/sections';
import { Availability } from './Availability';
import { CardGrid } from './CardGrid';
import { CaseTeasers } from './CaseTeasers';
import { CityBlurbs } from './CityBlurbs';
import { CityStrip } from './CityStrip';
import { CtaBanner } from './CtaBanner';
import { Industries } from './Industries';
import { Quotes } from './Quotes';
import type { SectionTone } from './section';
import { Steps } from './Steps';

/** Renders one section by its `kind`; a kind without a case does not compile. */
export default function SectionView({ section, tone }: { section: PageSection; tone: SectionTone }) {
  switch (section.kind) {
    case 'cards':
      return <CardGrid {...section} tone={tone} />;
    case 'steps':
      return <Steps {...section} tone={tone} />;
    case 'industries':
      return <Industries {...section} tone={tone} />;
    case 'caseTeasers':
      return <CaseTeasers {...section} tone={tone} />;
    case 'testimonials':
      return <Quotes {...section} tone={tone} />;
    case 'availability':
      return <Availability {...section} tone={tone} />;
    case 'cityBlurbs':
      return <CityBlurbs {...section} tone={tone} />;
    case 'cityStrip':
      return <CityStrip {...section} />;
    case 'cta':
      return <CtaBanner {...section} tone={tone} />;
    default: {
      const unknown: never = section;
      throw new Error(`Unknown page section: ${JSON.stringify(unknown)}`);
    }
  }
}
