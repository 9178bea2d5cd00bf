import type { DemoPicture as PictureKind } from '../../../content/demoTour';

// Our own drawings of the dashboard, in the site's palette; nothing is loaded from elsewhere.
// Surfaces, lines and text are theme tokens (classes), so the drawing turns dark with the page;
// the brand marks and the dark sidebar look the same in both themes.
const BRAND = '#1d4ed8';
const PANEL = 'fill-white stroke-slate-200';
const SOFT = 'fill-brand-50';
const ROW = 'fill-slate-50 stroke-slate-200';
const GREEN = '#047857';
/** SVG text in a theme text colour. */
const textIn = (tone: string) => ({ fill: 'currentColor', className: tone });

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <rect x="8" y="8" width="464" height="244" rx="16" className={PANEL} strokeWidth="2" />
      <rect x="8" y="8" width="96" height="244" rx="16" className="fill-ink" />
      <rect x="88" y="8" width="16" height="244" className="fill-ink" />
      {[40, 66, 92, 118, 144, 170].map((y, i) => (
        <rect key={y} x="24" y={y} width={i === 0 ? 64 : 52} height="10" rx="5" fill={i === 0 ? '#fff' : '#64748b'} />
      ))}
      {children}
    </>
  );
}

const cards = [
  ['2,350', 'Visitors'],
  ['124', 'New leads'],
  ['38', 'Posts'],
  ['27', 'Inquiries'],
] as const;

function Overview() {
  return (
    <Frame>
      {cards.map(([value, label], i) => (
        <g key={label} transform={`translate(${120 + i * 88} 28)`}>
          <rect width="80" height="64" rx="10" className={SOFT} />
          <text x="10" y="30" fontSize="18" fontWeight="700" {...textIn('text-ink')}>{value}</text>
          <text x="10" y="50" fontSize="11" {...textIn('text-slate-600')}>{label}</text>
        </g>
      ))}
      <rect x="120" y="108" width="336" height="128" rx="10" className={PANEL} strokeWidth="2" />
      {[52, 74, 60, 96, 84, 110, 100].map((h, i) => (
        <rect key={i} x={140 + i * 44} y={224 - h} width="26" height={h} rx="4" fill={i === 6 ? BRAND : '#93c5fd'} />
      ))}
    </Frame>
  );
}

function Content() {
  const rows = [
    ['Published', 'text-emerald-700', 150],
    ['Draft', 'text-amber-900', 120],
    ['Published', 'text-emerald-700', 170],
    ['Published', 'text-emerald-700', 136],
  ] as const;
  return (
    <Frame>
      <rect x="120" y="28" width="180" height="28" rx="8" className={PANEL} strokeWidth="2" />
      <rect x="372" y="28" width="84" height="28" rx="8" fill={BRAND} />
      <text x="384" y="47" fontSize="12" fontWeight="700" fill="#fff">New Post</text>
      {rows.map(([status, tone, width], i) => (
        <g key={i} transform={`translate(120 ${72 + i * 40})`} className={tone}>
          <rect width="336" height="32" rx="6" className={i % 2 ? 'fill-white' : 'fill-slate-50'} />
          <rect x="12" y="11" width={width} height="10" rx="5" fill="#94a3b8" />
          <rect x="228" y="7" width="72" height="18" rx="9" fill="currentColor" opacity="0.15" />
          <text x="238" y="20" fontSize="11" fontWeight="700" fill="currentColor">{status}</text>
        </g>
      ))}
    </Frame>
  );
}

function Leads() {
  return (
    <>
      <rect x="16" y="24" width="170" height="212" rx="14" className={PANEL} strokeWidth="2" />
      {[48, 92, 136].map((y) => (
        <rect key={y} x="32" y={y} width="138" height="28" rx="6" className={ROW} />
      ))}
      <rect x="32" y="186" width="138" height="32" rx="8" fill={BRAND} />
      <text x="74" y="207" fontSize="13" fontWeight="700" fill="#fff">Send</text>
      <path d="M200 130h56" stroke={BRAND} strokeWidth="4" strokeDasharray="8 8" />
      <rect x="262" y="90" width="80" height="80" rx="14" className={SOFT} />
      <path d="M282 118h40v32h-40z M282 118l20 16 20-16" fill="none" stroke={BRAND} strokeWidth="4" strokeLinejoin="round" />
      <text x="276" y="188" fontSize="11" {...textIn('text-slate-600')}>Outbox</text>
      <path d="M352 130h48" stroke={GREEN} strokeWidth="4" />
      <circle cx="432" cy="130" r="30" fill={GREEN} />
      <path d="M418 130l10 10 20-20" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <text x="406" y="184" fontSize="11" {...textIn('text-slate-600')}>Delivered</text>
    </>
  );
}

function Offline() {
  return (
    <>
      <rect x="80" y="24" width="320" height="190" rx="14" className="fill-ink" />
      <rect x="94" y="38" width="292" height="162" rx="6" className="fill-white" />
      <rect x="94" y="38" width="60" height="162" className={SOFT} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={168 + i * 72} y="56" width="62" height="44" rx="8" className={SOFT} />
      ))}
      <rect x="168" y="112" width="206" height="72" rx="8" className={ROW} />
      <path d="M50 214h380l-20 22H70z" fill="#334155" />
      <rect x="270" y="150" width="120" height="32" rx="16" fill={GREEN} />
      <text x="284" y="171" fontSize="13" fontWeight="700" fill="#fff">Ready offline</text>
    </>
  );
}

function Start() {
  // The dashboard's sidebar, in its order (tests/site/demoPicture.test.tsx holds them equal).
  const items = ['Dashboard', 'Posts', 'Pages', 'Analytics', 'Users', 'Leads', 'Settings'];
  return (
    <Frame>
      {items.map((label, i) => (
        <g key={label} transform={`translate(128 ${16 + i * 32})`}>
          <rect width="200" height="28" rx="8" className={`${i === 0 ? SOFT : 'fill-white'} stroke-slate-200`} />
          <text x="14" y="19" fontSize="13" fontWeight={i === 0 ? 700 : 400} {...textIn('text-ink')}>{label}</text>
        </g>
      ))}
      <circle cx="400" cy="130" r="40" fill={BRAND} />
      <path d="M388 110l30 20-30 20z" fill="#fff" />
    </Frame>
  );
}

const pictures: Record<PictureKind, () => React.JSX.Element> = { overview: Overview, content: Content, leads: Leads, offline: Offline, start: Start };

/** One step's drawing, described by `label` for screen readers. */
export function DemoPicture({ kind, label }: { kind: PictureKind; label: string }) {
  const Picture = pictures[kind];
  return (
    <svg viewBox="0 0 480 260" width="480" height="260" role="img" aria-label={label} className="block h-auto w-full rounded-xl bg-slate-50">
      <Picture />
    </svg>
  );
}
