import { documentTitle, type RouteDef } from '../routes';

/** Keeps title, description, robots and canonical in step with the route after client-side navigation. */
export function applyDocumentHead(route: RouteDef): void {
  document.title = documentTitle(route);
  setMeta('description', route.description);
  setMeta('robots', route.kind === 'dashboard' ? 'noindex, nofollow' : 'index, follow');
  // The prerendered link names the site's public origin; only its path changes.
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(route.path, canonical.href).href;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}
