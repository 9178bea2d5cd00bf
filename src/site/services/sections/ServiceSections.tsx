import type { ServiceSection } from '../../../content/services/types';
import { DeferHydration } from '../../../ui/DeferHydration';
import { FeatureGrid } from '../FeatureGrid';
import { AvailabilitySection } from './AvailabilitySection';
import { CaseTeasersSection } from './CaseTeasersSection';
import { CityBlurbsSection } from './CityBlurbsSection';
import { CityStripSection } from './CityStripSection';
import { IndustriesSection } from './IndustriesSection';
import { StepsSection } from './StepsSection';
import { TestimonialsSection } from './TestimonialsSection';
import { toneAt, type SectionTone } from './tone';

/** Renders one extra section of a service record by its `kind`. */
function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: SectionTone }) {
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

/** The rich pages' extra sections, in record order, alternating backgrounds. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <DeferHydration key={section.id}>
          <ServiceSectionView section={section} tone={toneAt(i)} />
        </DeferHydration>
      ))}
    </>
  );
}
