import { useEffect } from 'react';
import { setMeta } from '../../lib/documentMeta';
import { documentTitle, type RouteDef } from '../../routes';

/**
 * A content page's own title and description in the document head. The browser's route table
 * names only the kind of page (routes.ts, pagesFrom); this runs after the router's head update.
 */
export function useContentHead(route: RouteDef, title: string, description: string): void {
  useEffect(() => {
    document.title = documentTitle({ ...route, title });
    setMeta('description', description);
  }, [route, title, description]);
}
