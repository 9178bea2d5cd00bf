/**
 * The start-aligned head of a two-column section: eyebrow, h2 and an optional lead line.
 * (Section's own head is the centred one above a full-width body.)
 */
export function SectionIntro({ headingId, eyebrow, title, intro }: { headingId: string; eyebrow: string; title: string; intro?: string }) {
  return (
    <>
      <p className="eyebrow m-0">{eyebrow}</p>
      <h2 id={headingId} className="heading-2 m-0 mt-4">
        {title}
      </h2>
      {intro && <p className="lead m-0 mt-4">{intro}</p>}
    </>
  );
}
