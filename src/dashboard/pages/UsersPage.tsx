import type { PageProps } from '../../routes';
import { demoUsers, type DemoUser } from '../../content/dashboard/users';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Table, type Column } from '../../ui/Table';
import { RoleBadge } from '../components/badges';
import { PageHeader } from '../components/PageHeader';
import { RowActions } from '../components/RowActions';

const columns: Column<DemoUser>[] = [
  { header: 'Name', cell: (u) => u.name, rowHeader: true, className: 'whitespace-nowrap' },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
  { header: 'Last Active', cell: (u) => u.lastActive, className: 'whitespace-nowrap' },
  { header: 'Actions', cell: (u) => <RowActions name={u.name} /> },
];

/** /dashboard/users: the demo users, one of each role. */
export default function UsersPage(_: PageProps) {
  return (
    <>
      <PageHeader
        title="All users"
        intro={`${demoUsers.length} users, sample data only.`}
        action={
          <Button size="sm">
            <Icon name="i-lucide-user-plus" className="h-4 w-4" />
            Add User
          </Button>
        }
      />
      <div className="card p-2 sm:p-4">
        <Table caption="Users" captionHidden columns={columns} rows={demoUsers} rowKey={(u) => u.id} />
      </div>
    </>
  );
}
