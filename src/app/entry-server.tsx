import { renderToString } from 'react-dom/server';
import { App } from './App';
import { preloadRoute } from './pageModules';
import { notFoundRoute, resolveRoute } from '../routes';

export { routes, notFoundRoute, documentTitle, SITE_NAME } from '../routes';
export { pageSource, layoutSource } from './pageModules';

/** Renders one path of the route table to HTML (used by the build's prerender step). */
export async function render(path: string): Promise<string> {
  const resolution = resolveRoute(path);
  if (resolution.type === 'redirect') throw new Error(`Cannot prerender a redirect: ${path}`);
  await preloadRoute(resolution.route);
  return renderToString(<App ssrPath={path} />);
}

/** The not-found page, rendered for a path no route matches. */
export async function renderNotFound(): Promise<string> {
  await preloadRoute(notFoundRoute);
  return renderToString(<App ssrPath="/__not-found__" />);
}
