import { caseStudyCta } from '../../content/caseStudyCta';
import type { CtaAction } from '../../content/sections';
import { DeferHydration } from '../../ui/DeferHydration';
import { CtaBanner } from '../widgets/CtaBanner';

/** The closing banner of the case-study index and of every case study: a proposal, then `next`. */
export function CaseStudyBanner({ next }: { next: CtaAction }) {
  return (
    <DeferHydration section>
      <CtaBanner title={caseStudyCta.title} text={caseStudyCta.text} actions={[{ label: 'Get a Proposal', href: '/get-started' }, next]} />
    </DeferHydration>
  );
}
