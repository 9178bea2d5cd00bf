import type { PageProps } from '../../routes';
import { demoPosts, type DemoPost } from '../../content/dashboard/posts';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Table, type Column } from '../../ui/Table';
import { StatusBadge } from '../components/badges';
import { formatDate } from '../components/format';
import { PageHeader } from '../components/PageHeader';
import { RowActions } from '../components/RowActions';

const columns: Column<DemoPost>[] = [
  { header: 'Title', cell: (p) => p.title, rowHeader: true, className: 'min-w-[13rem]' },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { header: 'Date', cell: (p) => <time dateTime={p.date}>{formatDate(p.date)}</time>, className: 'whitespace-nowrap' },
  { header: 'Author', cell: (p) => p.author, className: 'whitespace-nowrap' },
  { header: 'Actions', cell: (p) => <RowActions name={p.title} /> },
];

/** /dashboard/posts: the demo blog posts. */
export default function PostsPage(_: PageProps) {
  return (
    <>
      <PageHeader
        title="All posts"
        intro={`${demoPosts.length} posts, sample data only.`}
        action={
          <Button size="sm">
            <Icon name="i-lucide-plus" className="h-4 w-4" />
            New Post
          </Button>
        }
      />
      <div className="card p-2 sm:p-4">
        <Table caption="Posts" captionHidden columns={columns} rows={demoPosts} rowKey={(p) => p.id} />
      </div>
    </>
  );
}
