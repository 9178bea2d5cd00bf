import { Icon } from '../../ui/Icon';

const actions = [
  { verb: 'View', icon: 'i-lucide-eye' },
  { verb: 'Edit', icon: 'i-lucide-square-pen' },
  { verb: 'Delete', icon: 'i-lucide-trash' },
] as const;

/** View, Edit and Delete icon buttons for one table row (demo only: they do nothing). */
export function RowActions({ name }: { name: string }) {
  return (
    <div className="flex items-center gap-1">
      {actions.map(({ verb, icon }) => (
        <button
          key={verb}
          type="button"
          aria-label={`${verb} ${name}`}
          title={verb}
          className={
            verb === 'Delete'
              ? 'focus-ring inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-slate-600 hover:(bg-rose-50 text-rose-700)'
              : 'focus-ring inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-slate-600 hover:(bg-slate-100 text-ink)'
          }
        >
          <Icon name={icon} className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}
