import { documentTitle, type RouteDef } from '../routes';

/** Keeps title, description and robots in step with the route after client-side navigation. */
export function applyDocumentHead(route: RouteDef): void {
  document.title = documentTitle(route);
  setMeta('description', route.description);
  setMeta('robots', route.kind === 'dashboard' ? 'noindex, nofollow' : 'index, follow');
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
