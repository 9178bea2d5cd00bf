import type { PageProps } from '../../routes';
import { demoPages, type DemoPage } from '../../content/dashboard/pages';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Table, type Column } from '../../ui/Table';
import { StatusBadge } from '../components/badges';
import { formatDate } from '../components/format';
import { PageHeader } from '../components/PageHeader';
import { RowActions } from '../components/RowActions';

const columns: Column<DemoPage>[] = [
  { header: 'Title', cell: (p) => p.title, rowHeader: true, className: 'min-w-[12rem]' },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { header: 'Last Modified', cell: (p) => <time dateTime={p.lastModified}>{formatDate(p.lastModified)}</time>, className: 'whitespace-nowrap' },
  { header: 'Actions', cell: (p) => <RowActions name={p.title} /> },
];

/** /dashboard/pages: the demo site pages. */
export default function PagesPage(_: PageProps) {
  return (
    <>
      <PageHeader
        title="All pages"
        intro={`${demoPages.length} pages, sample data only.`}
        action={
          <Button size="sm">
            <Icon name="i-lucide-plus" className="h-4 w-4" />
            New Page
          </Button>
        }
      />
      <div className="card p-2 sm:p-4">
        <Table caption="Pages" captionHidden columns={columns} rows={demoPages} rowKey={(p) => p.id} />
      </div>
    </>
  );
}
