import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Redirect, Router, useLocation } from 'wouter';
import { normalizePath, resolveRoute, type RouteDef } from '../routes';
import { applyDocumentHead } from './documentHead';
import { ErrorBoundary } from './ErrorBoundary';
import { useLayout, usePage } from './pageModules';
import { replayEarlyPressesSoon } from '../ui/earlyPress';
import { isInitialHydration, setInitialHydration } from '../ui/hydrationGate';

// useLayoutEffect warns during the server render; effects never run there anyway.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function Screen({ route }: { route: RouteDef }) {
  const Layout = useLayout(route.kind);
  const Page = usePage(route);
  return (
    <Layout route={route}>
      <Page route={route} />
    </Layout>
  );
}

function RouteView() {
  const [location] = useLocation();
  const path = normalizePath(location);
  const resolution = resolveRoute(path);
  const route = resolution.type === 'redirect' ? null : resolution.route;

  useIsoLayoutEffect(() => {
    if (route) void applyDocumentHead(route);
  }, [route]);

  if (resolution.type === 'redirect') return <Redirect to={resolution.to} replace />;
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Screen route={resolution.route} />
        <ShowPlace key={path} />
        <HydratedMarker />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Where a page reached in the app opens, once it has rendered: at the section its URL names
 * (/careers#open-positions from a job), else at the top (the root's own). Not the page the app started on: the
 * browser placed it, and a reader may have scrolled before the app ran.
 */
function ShowPlace() {
  useEffect(() => {
    if (!isInitialHydration()) (document.getElementById(decodeURIComponent(location.hash.slice(1))) ?? document.documentElement).scrollIntoView();
  }, []);
  return null;
}

/**
 * Marks <html data-hydrated="true"> once React has committed the page. It sits inside the page's
 * Suspense boundary because React hydrates such boundaries in a later pass than the root:
 * a marker outside would fire while the page's buttons are still inert.
 */
function HydratedMarker() {
  useEffect(() => {
    setInitialHydration(false);
    document.documentElement.dataset.hydrated = 'true';
    // Buttons pressed before the app started; those in deferred parts wait for their part.
    return replayEarlyPressesSoon(() => document, true);
  }, []);
  return null;
}

/** The whole app; `ssrPath` is set only when prerendering. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <RouteView />
    </Router>
  );
}
