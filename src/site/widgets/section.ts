/** Backgrounds of consecutive sections alternate so neighbours stay distinct. */
export type SectionTone = 'white' | 'muted';

/** The tone of the section at `index` below the hero: white, muted, white, ... */
export const toneAt = (index: number): SectionTone => (index % 2 === 0 ? 'white' : 'muted');

/** What every section widget takes for its heading block and background. */
export interface SectionHeadProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone: SectionTone;
}
