import type { PageProps } from '../../routes';
import { LazyCollection } from '../collection/LazyCollection';

/** /dashboard/pages: the pages kept on this device, with search, sort, filter, paging and editing. */
export default function PagesPage(_: PageProps) {
  return <LazyCollection name="pages" />;
}
