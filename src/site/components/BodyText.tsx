import { Link } from 'wouter';
import type { Block, Body } from '../../content/blocks';
import { Icon } from '../../ui/Icon';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return <p className="m-0 mt-4 text-lg leading-relaxed text-slate-700">{block.text}</p>;
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List className={`m-0 mt-4 space-y-2 pl-6 text-lg leading-relaxed text-slate-700 ${block.type === 'ul' ? 'list-disc' : 'list-decimal'}`}>
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <figure className="m-0 mt-6 border-l-4 border-brand-600 bg-brand-50 px-6 py-4">
          <blockquote className="m-0 text-lg font-medium italic leading-relaxed text-ink">“{block.text}”</blockquote>
          <figcaption className="mt-2 text-sm text-slate-600">{block.cite}</figcaption>
        </figure>
      );
    case 'link':
      return (
        <p className="m-0 mt-4 text-lg">
          <Link href={block.href} className="plain-link inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
            {block.text}
            <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
          </Link>
        </p>
      );
  }
}

/** Long-form copy: one h2 per section, blocks rendered as text (never as HTML). */
export function BodyText({ body }: { body: Body }) {
  return (
    <>
      {body.map((s) => (
        <section key={s.heading} className="mt-10 first:mt-0">
          <h2 className="m-0 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{s.heading}</h2>
          {s.blocks.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </section>
      ))}
    </>
  );
}
