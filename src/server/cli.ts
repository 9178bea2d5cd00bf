import { existsSync } from 'node:fs';
import { dataDirFrom } from './config';
import { toCsv, toJson } from './export';
import { LeadStore } from './store';

/**
 * `npm run leads -- list` and `npm run leads -- export --format csv|json [--since YYYY-MM-DD]`:
 * reads the lead database under DATA_DIR (default ./data), read-only, so it can run beside the server.
 */
const USAGE = `Usage:
  npm run leads -- list [--since YYYY-MM-DD]
  npm run leads -- export --format csv|json [--since YYYY-MM-DD]
Reads DATA_DIR (default ./data).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) fail(`${name} needs a value.`);
  return value;
}

const [command, ...args] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help' || args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'list' && command !== 'export') fail(command ? `Unknown command "${command}".` : 'Say what to do.');
// Options come as name-value pairs; anything else is refused, so a typo (--sincee) never exports every lead.
const known = command === 'export' ? ['--since', '--format'] : ['--since'];
for (const [i, name] of args.entries()) {
  if (i % 2) continue;
  if (!known.includes(name)) fail(`Unknown option "${name}" for ${command}.`);
  if (args.indexOf(name) !== i) fail(`${name} is given twice.`);
  option(args, name);
}
const since = option(args, '--since');
// A day that exists: Date.parse takes 2026-02-31 (as 3 March), which would export from another day.
const realDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day;
if (since !== undefined && !realDay(since)) fail('--since takes a date like 2026-01-31.');
const format = option(args, '--format') ?? (command === 'export' ? undefined : 'table');
if (command === 'export' && format !== 'csv' && format !== 'json') fail('--format must be csv or json.');

const dataDir = dataDirFrom();
if (!existsSync(LeadStore.databaseFile(dataDir))) {
  // No database yet means no leads yet: an empty export, not an error.
  if (command === 'export') process.stdout.write(format === 'csv' ? toCsv([]) : toJson([]));
  else console.log(`No leads yet (no database at ${LeadStore.databaseFile(dataDir)}).`);
  process.exit(0);
}
const store = LeadStore.open(dataDir, { readonly: true });
const leads = store.list(since);
store.close();

if (command === 'export') process.stdout.write(format === 'csv' ? toCsv(leads) : toJson(leads));
else {
  const clip = (s: string | undefined, n: number) => {
    const chars = [...(s ?? '').replace(/\s+/g, ' ')];
    return (chars.length > n ? `${chars.slice(0, n - 1).join('')}…` : chars.join('')).padEnd(n);
  };
  console.log(`${'received (UTC)'.padEnd(20)}  ${'kind'.padEnd(11)}  ${'email'.padEnd(32)}  ${'name'.padEnd(24)}  company`);
  for (const l of leads) console.log(`${l.receivedAt.slice(0, 19).replace('T', ' ')}  ${l.kind.padEnd(11)}  ${clip(l.email, 32)}  ${clip(l.name, 24)}  ${clip(l.company, 30).trimEnd()}`);
  console.log(`${leads.length} lead${leads.length === 1 ? '' : 's'}${since ? ` since ${since}` : ''}.`);
}
