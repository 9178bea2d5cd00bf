import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import { PROPOSAL_HREF, type MegaMenu } from './menuLinks';
import { megaPanelId } from './navigation';

/**
 * A mega-menu panel: an auto popover in the prerendered HTML, so its trigger works before the
 * app starts and the browser gives one-at-a-time, click-outside and Escape (with focus return).
 * CSS (global.css, .header-popover) hangs it 96 px from the top, 72 px when compact.
 */
export function MegaMenuPanel({ menu }: { menu: MegaMenu }) {
  const id = megaPanelId(menu.id);
  return (
    <section id={id} popover="auto" aria-label={`${menu.label} menu`} data-testid="mega-panel" className="header-popover mega-panel rounded-2xl border border-slate-200 bg-white text-ink shadow-xl">
      <div className="grid gap-6 p-6 md:grid-cols-[16rem_1fr]">
        <div className="flex flex-col items-start gap-4 rounded-xl bg-brand-50 p-5">
          <p className="m-0 text-lg font-bold text-ink">{menu.tagline}</p>
          <Link href={PROPOSAL_HREF} className="brand-link">
            Get a proposal →
          </Link>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            className="focus-ring mt-auto inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink cursor-pointer hover:bg-slate-50"
          >
            <Icon name="i-lucide-x" className="h-4 w-4" />
            Close
          </button>
        </div>
        <ul className="m-0 grid list-none gap-2 p-0 sm:grid-cols-2">
          {menu.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="mega-link">
                {link.icon && <Icon name={link.icon} className="mt-0.5 h-5 w-5 text-brand-700" />}
                <span>
                  <span className="block font-semibold">{link.label}</span>
                  {link.description && <span className="block text-sm text-slate-600">{link.description}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
