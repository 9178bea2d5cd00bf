import type { PageProps } from '../../routes';
import { LazyCollection } from '../collection/LazyCollection';

/** /dashboard/users: the users kept on this device, with search, sort, filter, paging and editing. */
export default function UsersPage(_: PageProps) {
  return <LazyCollection name="users" />;
}
