import type { PageProps } from '../../routes';
import { LazyCollection } from '../collection/LazyCollection';

/** /dashboard/posts: the posts kept on this device, with search, sort, filter, paging and editing. */
export default function PostsPage(_: PageProps) {
  return <LazyCollection name="posts" />;
}
