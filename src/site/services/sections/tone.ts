/** Extra sections alternate backgrounds so neighbouring sections stay distinct. */
export type SectionTone = 'white' | 'muted';
export const toneAt = (index: number): SectionTone => (index % 2 === 0 ? 'muted' : 'white');
