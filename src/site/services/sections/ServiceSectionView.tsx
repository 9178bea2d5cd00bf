import type { ServiceSection } from '../../../content/services/types';
import { FeatureGrid } from '../FeatureGrid';
import { AvailabilitySection } from './AvailabilitySection';
import { CaseTeasersSection } from './CaseTeasersSection';
import { CityBlurbsSection } from './CityBlurbsSection';
import { CityStripSection } from './CityStripSection';
import { IndustriesSection } from './IndustriesSection';
import { StepsSection } from './StepsSection';
import { TestimonialsSection } from './TestimonialsSection';
import type { SectionTone } from './tone';

/** Renders one extra section of a service record by its `kind`. */
export default function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: SectionTone }) {
  switch (section.kind) {
    case 'cards':
      return <FeatureGrid {...section} tone={tone} />;
    case 'steps':
      return <StepsSection {...section} tone={tone} />;
    case 'industries':
      return <IndustriesSection {...section} tone={tone} />;
    case 'caseTeasers':
      return <CaseTeasersSection {...section} tone={tone} />;
    case 'testimonials':
      return <TestimonialsSection {...section} tone={tone} />;
    case 'availability':
      return <AvailabilitySection {...section} tone={tone} />;
    case 'cityBlurbs':
      return <CityBlurbsSection {...section} tone={tone} />;
    case 'cityStrip':
      return <CityStripSection {...section} />;
    default: {
      const unknown: never = section;
      throw new Error(`Unknown service section: ${JSON.stringify(unknown)}`);
    }
  }
}
