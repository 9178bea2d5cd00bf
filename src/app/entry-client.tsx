import 'virtual:uno.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normalizePath, resolveRoute } from '../routes';
import { App } from './App';
import { preloadRoute } from './pageModules';
import { wholeStylesheets } from './wholeStylesheet';
import { afterFirstPaint } from '../lib/idle';
import { installPopGuard } from '../lib/popGuard';
import { watchInstallPrompt } from '../pwa/install';
import { startOfflineSupportLater } from '../pwa/startLater';
import { unmarkHandledPresses } from '../ui/earlyPress';
import { setInitialHydration } from '../ui/hydrationGate';

// The browser may offer installation early; listen before anything else waits.
watchInstallPrompt();
// Before the router listens for Back/Forward (lib/popGuard.ts).
installPopGuard();

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');

  let resolution = resolveRoute(location.pathname);
  if (resolution.type === 'redirect') {
    history.replaceState(history.state, '', resolution.to);
    resolution = resolveRoute(resolution.to);
  }
  await Promise.all([wholeStylesheets(), resolution.type !== 'redirect' && preloadRoute(resolution.route)]);

  // StrictMode only checks in development; in production it renders nothing and costs first-load bytes.
  const app = import.meta.env.DEV ? (
    <StrictMode>
      <App />
    </StrictMode>
  ) : (
    <App />
  );
  // The prerender marks #root with the path it rendered ('*' for the 404 page).
  // Hydrate only markup made for this URL; the offline shell and any other page are rendered fresh.
  const rendered = container.dataset.route;
  const matches =
    rendered === normalizePath(location.pathname) || (rendered === '*' && resolution.type === 'not-found');
  unmarkHandledPresses(); // from here React handles presses (ui/earlyPress.ts)
  // Hydrating inside a transition lets React yield to the browser between components,
  // so making the page interactive never blocks input for long.
  if (matches && container.hasChildNodes()) {
    setInitialHydration(true); // sections in <DeferHydration> wait until they are needed
    startTransition(() => void hydrateRoot(container, app));
  }
  else createRoot(container).render(app);

  // Connectivity toasts now; the service worker when a visit's first seconds are over (see pwa/startLater).
  startOfflineSupportLater();
  afterFirstPaint(() => {
    // Leads saved on this device by an earlier visit go out now; the outbox code loads only if
    // any wait (leads/pending.ts keeps this flag; read inline to keep the entry small).
    if (hasQueuedLeads()) void import('../leads/client').then((leads) => leads.startDelivery());
  });
}

function hasQueuedLeads(): boolean {
  try {
    return localStorage.getItem('northstar:leads-pending') === '1';
  } catch {
    return false;
  }
}

void start();
