import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../leads/inboxApi';
import { validateLeadFields } from '../leads/validation';
import { BackupError, backupDatabase } from './backup';
import { dataDirFrom, postgresFrom } from './config';
import { toCsv, toJson } from './export';
import { foldCase } from './foldCase';
import { AccountExistsError } from './inboxStore';
import { passwordProblem, WeakPasswordError } from './passwords';
import { InputClosedError, readSecret, type SecretInput } from './readSecret';
import type { LeadStorage } from './leadStorage';
import { PgStore } from './pgStore';
import { LeadStore, StorageUnavailableError } from './store';

/**
 * `npm run leads -- ...`: the operator's commands on the lead database under DATA_DIR (default
 * ./data). Reading commands open it read-only, so they can run beside the server.
 */
export const USAGE = `Usage:
  npm run leads -- list [--since YYYY-MM-DD]
  npm run leads -- export --format csv|json [--since YYYY-MM-DD]
  npm run leads -- users add EMAIL --role admin|sales   (asks for the password)
  npm run leads -- users list
  npm run leads -- users remove EMAIL
  npm run leads -- users password EMAIL                 (asks for the new password)
  npm run leads -- erase EMAIL                          (every lead sent from EMAIL)
  npm run leads -- backup FILE [--force]                (a consistent copy, also while the server runs)
Reads DATA_DIR (default ./data), or the PostgreSQL database of DATABASE_URL when set (back that
up with pg_dump). A password is read from the terminal without echo, or as one
line from stdin when piped; never from the command line.`;

export interface CliIo {
  stdin: SecretInput;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

/** Exit codes: 0 done, 1 failed (storage, no such account...), 2 the command was not understood or was refused as given. */
class UsageError extends Error {}
class Failure extends Error {}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

/** parseArgs, strict, with messages in the CLI's words; `positionals` is how many operands the command takes. */
function parse(command: string, args: string[], options: OptionSpec, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0, tokens: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`Unknown option "${quoted}" for ${command}.`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${quoted.replace(/ <value>$/, '')} needs a value.`);
    throw new UsageError(message);
  }
  // parseArgs keeps the last of a repeated option; twice is a mistake worth saying.
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice.`);
    seen.add(token.name);
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`Unknown option "${parsed.positionals[positionals]}" for ${command}.`);
  if (parsed.positionals.length < positionals) throw new UsageError(command === 'backup' ? 'backup needs the file to write.' : `${command} needs an email address.`);
  return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals };
}

/** A day that exists: Date.parse takes 2026-02-31 (as 3 March), which would export from another day. */
const realDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day;

function since(values: Record<string, string | boolean | undefined>): string | undefined {
  if (values.since !== undefined && (typeof values.since !== 'string' || !realDay(values.since))) throw new UsageError('--since takes a date like 2026-01-31.');
  return values.since;
}

/** The address as the lead API would accept it (the shared validator), trimmed. */
function email(raw: string): string {
  const error = validateLeadFields('newsletter', { email: raw }).errors.email;
  if (error) throw new UsageError(`"${raw}" is not an email address: ${error}`);
  return raw.trim().normalize('NFC');
}

const clip = (s: string | undefined, n: number) => {
  const chars = [...(s ?? '').replace(/\s+/g, ' ')];
  return (chars.length > n ? `${chars.slice(0, n - 1).join('')}…` : chars.join('')).padEnd(n);
};

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const out = (line: string) => io.stdout.write(`${line}\n`);
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help' || rest.includes('--help') || rest.includes('-h')) {
    out(USAGE);
    return 0;
  }
  const dataDir = dataDirFrom(io.env);
  const file = LeadStore.databaseFile(dataDir);
  const stores: LeadStorage[] = [];
  let postgres: ReturnType<typeof postgresFrom>;
  try {
    postgres = postgresFrom(io.env);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const open = async (readonly: boolean): Promise<LeadStorage> => {
    const store = postgres ? await PgStore.open({ ...postgres, poolSize: 2 }) : LeadStore.open(dataDir, { readonly });
    stores.push(store);
    return store;
  };
  /** A SQLite file not made yet holds nothing; a Postgres database is always asked. */
  const exists = () => postgres !== null || existsSync(file);
  const where = postgres ? 'the PostgreSQL database of DATABASE_URL' : `the lead database at ${file}`;
  const password = async (target: string): Promise<string> => {
    const ask = (prompt: string) => readSecret(io.stdin, prompt, (text) => io.stderr.write(text));
    const first = await ask(`Password for ${target}: `);
    const problem = passwordProblem(first);
    if (problem) throw new Failure(problem);
    if (io.stdin.isTTY && (await ask('Type it again: ')) !== first) throw new Failure('The two passwords differ; nothing was changed.');
    return first;
  };

  try {
    switch (command) {
      case 'list':
      case 'export': {
        const { values } = parse(command, rest, command === 'export' ? { since: { type: 'string' }, format: { type: 'string' } } : { since: { type: 'string' } }, 0);
        const from = since(values);
        const format = values.format;
        if (command === 'export' && format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
        // No database yet means no leads yet: an empty export, not an error.
        const leads = exists() ? await (await open(true)).list(from) : [];
        if (command === 'export') io.stdout.write(format === 'csv' ? toCsv(leads) : toJson(leads));
        else if (!exists()) out(`No leads yet (no database at ${file}).`);
        else {
          out(`${'received (UTC)'.padEnd(20)}  ${'kind'.padEnd(11)}  ${'email'.padEnd(32)}  ${'name'.padEnd(24)}  company`);
          for (const l of leads) out(`${l.receivedAt.slice(0, 19).replace('T', ' ')}  ${l.kind.padEnd(11)}  ${clip(l.email, 32)}  ${clip(l.name, 24)}  ${clip(l.company, 30).trimEnd()}`);
          out(`${leads.length} lead${leads.length === 1 ? '' : 's'}${from ? ` since ${from}` : ''}.`);
        }
        return 0;
      }
      case 'erase': {
        const { positionals } = parse(command, rest, {}, 1);
        const address = email(positionals[0]!);
        // The store writes the audit entry (actor null: the operator at the shell) with the count only.
        const erased = exists() ? await (await open(false)).eraseByEmail(address, null) : 0;
        out(`Erased ${erased} lead${erased === 1 ? '' : 's'}.`);
        return 0;
      }
      case 'backup': {
        const { values, positionals } = parse(command, rest, { force: { type: 'boolean' } }, 1);
        if (postgres) throw new Failure('With DATABASE_URL the leads are in PostgreSQL: back them up with pg_dump (docs/deploy.md).');
        if (!existsSync(file)) throw new Failure(`There is no lead database at ${file} to back up yet: the server creates it on its first start (check DATA_DIR).`);
        const copy = await backupDatabase(file, positionals[0]!, { force: values.force === true });
        out(`Backed up to ${copy.path} (${copy.bytes.toLocaleString('en-US')} bytes).`);
        return 0;
      }
      case 'users':
        return await users(rest);
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : 'Say what to do.');
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof BackupError) {
      io.stderr.write(`${error.message}\n`);
      return error.usage ? 2 : 1;
    }
    if (error instanceof Failure || error instanceof AccountExistsError || error instanceof WeakPasswordError || error instanceof InputClosedError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    if (error instanceof StorageUnavailableError) {
      io.stderr.write(`${where[0]!.toUpperCase()}${where.slice(1)} cannot be used (${error.code}).\n`);
      return 1;
    }
    // Unexpected: say what failed, never with a stack that could hold input.
    io.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    for (const store of stores) await store.close();
  }

  async function users(args: string[]): Promise<number> {
    const [action, ...more] = args;
    const command = `users ${action ?? ''}`.trim();
    switch (action) {
      case 'add': {
        const { values, positionals } = parse(command, more, { role: { type: 'string' } }, 1);
        const address = email(positionals[0]!);
        if (!ROLES.includes(values.role as Role)) throw new UsageError(`--role must be ${ROLES.join(' or ')}.`);
        const store = await open(false);
        if ((await store.listAccounts()).some((a) => a.email === foldCase(address))) throw new Failure(`There is already an account for ${address}.`);
        await store.addAccount(address, values.role as Role, await password(address));
        await store.audit({ actor: null, action: 'user-add', detail: foldCase(address) });
        out(`Added ${foldCase(address)} (${values.role}).`);
        return 0;
      }
      case 'list': {
        parse(command, more, {}, 0);
        const accounts = exists() ? await (await open(false)).listAccounts() : [];
        if (accounts.length === 0) out('No accounts yet: add one with `npm run leads -- users add EMAIL --role admin`.');
        for (const a of accounts) out(`${a.email.padEnd(40)}  ${a.role.padEnd(5)}  added ${a.createdAt.slice(0, 10)}`);
        return 0;
      }
      case 'remove': {
        const { positionals } = parse(command, more, {}, 1);
        const address = email(positionals[0]!);
        const store = exists() ? await open(false) : null;
        if (!store || !(await store.removeAccount(address))) throw new Failure(`There is no account for ${address}.`);
        await store.audit({ actor: null, action: 'user-remove', detail: foldCase(address) });
        out(`Removed ${foldCase(address)}; its sessions are signed out.`);
        return 0;
      }
      case 'password': {
        const { positionals } = parse(command, more, {}, 1);
        const address = email(positionals[0]!);
        const store = exists() ? await open(false) : null;
        // Asked only for an account that exists: a typo is caught before anyone types a password.
        if (!store || !(await store.listAccounts()).some((a) => a.email === foldCase(address))) throw new Failure(`There is no account for ${address}.`);
        if (!(await store.setPassword(address, await password(address)))) throw new Failure(`There is no account for ${address}.`);
        await store.audit({ actor: null, action: 'password', detail: foldCase(address) });
        out(`New password set for ${foldCase(address)}; its sessions are signed out.`);
        return 0;
      }
      default:
        throw new UsageError(action ? `Unknown command "users ${action}".` : 'Say what to do with users: add, list, remove or password.');
    }
  }
}
