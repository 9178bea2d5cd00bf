// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../src/content/dashboard/settings';
import { parseBackup, toBackup } from '../../src/dashboard/data/backup';
import { toCsv } from '../../src/dashboard/data/csv';
import { csvCell } from '../../src/lib/csvCell';
import { seedSnapshot } from '../../src/dashboard/data/seed';
import { validatePage, validatePost, validateSettings, validateUser } from '../../src/dashboard/data/validation';
import { readView, writeView } from '../../src/dashboard/collection/tableState';

const post = { id: 'p', title: 'A title', status: 'Draft' as const, date: '2025-05-14', author: 'Ana', updatedAt: 0 };
const user = { id: 'u', name: 'Ana', email: 'ana@example.com', role: 'Editor' as const, status: 'Active' as const, lastActive: 'Today', updatedAt: 0 };

describe('record validation', () => {
  it('asks for a title when it is empty or only spaces', () => {
    expect(validatePost({ ...post, title: '' }).title).toBe('Enter a title.');
    expect(validatePost({ ...post, author: ' ' }).author).toBe('Enter an author.');
    expect(validatePage({ id: 'x', title: '   ', status: 'Published', lastModified: '2025-01-01', updatedAt: 0 }).title).toBe('Enter a title.');
  });

  it('refuses a 10,000-character title with the limit and the length', () => {
    expect(validatePost({ ...post, title: 'x'.repeat(10_000) }).title).toBe('Title must be at most 200 characters (this one has 10,000).');
    expect(validateUser({ ...user, name: 'n'.repeat(10_000) }, []).name).toMatch(/at most 100 characters/);
  });

  it('accepts emoji, right-to-left text and markup as plain text, counting an emoji as one character', () => {
    expect(validatePost({ ...post, title: 'مرحبا بالعالم 👋🏽 <img src=x onerror=alert(1)>' })).toEqual({});
    expect(validatePost({ ...post, title: '😀'.repeat(200) })).toEqual({});
  });

  it('counts a value of spaces and invisible marks as empty, and refuses control characters and direction overrides', () => {
    expect(validatePost({ ...post, author: '\u200b\u2060' }).author).toBe('Enter an author.');
    expect(validatePost({ ...post, title: 'Tab\u0000NUL' }).title).toBe('Title contains control characters (such as NUL) that are not allowed.');
    expect(validatePost({ ...post, title: 'Next\u0085line' }).title).toBe('Title contains control characters (such as NUL) that are not allowed.');
    expect(validateUser({ ...user, name: 'Ana \u202eziuR' }, []).name).toBe('Name contains invisible text-direction marks that are not allowed.');
    // Spaces around a value are not stored, so they do not count towards its limit.
    expect(validatePost({ ...post, title: ` ${'x'.repeat(200)} ` })).toEqual({});
  });

  it('says which date is missing in words that read', () => {
    expect(validatePost({ ...post, date: '' }).date).toBe('Enter a date (day, month and year).');
  });

  it('checks dates and choices', () => {
    expect(validatePost({ ...post, date: '2025-02-30' }).date).toBe('2025-02-30 is not a real date.');
    expect(validatePost({ ...post, status: 'Live' as never }).status).toBe('Choose a status.');
  });

  it('refuses invalid and duplicate emails (case and spaces ignored), but not the user\'s own', () => {
    expect(validateUser({ ...user, email: 'no-at-sign' }, []).email).toBe('Enter a valid email address, like name@example.com.');
    expect(validateUser({ ...user, email: '' }, []).email).toBe('Enter an email.');
    const others = [{ id: 'other', email: 'Ana@Example.com' }];
    expect(validateUser({ ...user, email: ' ana@example.COM ' }, others).email).toBe('Another user already has this email address.');
    expect(validateUser(user, [{ id: 'u', email: 'ana@example.com' }])).toEqual({});
  });

  it('refuses an email address with control characters, direction overrides or invisible characters in it', () => {
    expect(validateUser({ ...user, email: 'ana\u0000@example.com' }, []).email).toBe('Email contains control characters (such as NUL) that are not allowed.');
    // Shown as "ana@elpmaxe.com"-style text in the users table: not the address it is.
    expect(validateUser({ ...user, email: 'ana@\u202eexample.com' }, []).email).toBe('Email contains invisible text-direction marks that are not allowed.');
    expect(validateUser({ ...user, email: '\u200b@\u200b.\u200b' }, []).email).toBe('Enter a valid email address, like name@example.com.');
    expect(validateUser({ ...user, email: 'an\u00ada@example.com' }, []).email).toBe('Enter a valid email address, like name@example.com.');
    expect(validateUser({ ...user, email: 'åsa@exämple.se' }, [])).toEqual({});
  });
});

describe('settings validation', () => {
  it('accepts the defaults and names each broken field', () => {
    expect(validateSettings(defaultSiteSettings)).toEqual({});
    const errors = validateSettings({
      ...defaultSiteSettings,
      siteName: '',
      adminEmail: 'admin@',
      crmWebhookUrl: 'http://insecure.example',
      analyticsId: 'UA-1',
      sessionTimeoutMinutes: 1,
      minPasswordLength: Number.NaN,
    });
    expect(Object.keys(errors).sort()).toEqual(['adminEmail', 'analyticsId', 'crmWebhookUrl', 'minPasswordLength', 'sessionTimeoutMinutes', 'siteName']);
    expect(errors.sessionTimeoutMinutes).toBe('Session timeout must be between 5 and 480 minutes.');
  });

  it('refuses settings addresses with control or invisible characters', () => {
    const errors = validateSettings({ ...defaultSiteSettings, adminEmail: 'admin\u0007@example.com', newsletterSender: 'news@\u2066example.com' });
    expect(errors).toEqual({
      adminEmail: 'Admin Email contains control characters (such as NUL) that are not allowed.',
      newsletterSender: 'Newsletter sender email contains invisible text-direction marks that are not allowed.',
    });
  });
});

describe('backup files', () => {
  it('round-trips all data', () => {
    const snapshot = seedSnapshot();
    snapshot.posts[0]!.title = 'עברית 🎉 <script>alert(1)</script>';
    const result = parseBackup(toBackup(snapshot));
    expect(result).toEqual({ ok: true, snapshot });
  });

  it('refuses malformed, truncated, foreign, invalid and oversized files with a clear message', () => {
    const good = toBackup(seedSnapshot());
    const error = (text: string) => {
      const r = parseBackup(text);
      return r.ok ? 'accepted' : r.error;
    };
    expect(error(good.slice(0, good.length / 2))).toMatch(/^This file is not valid JSON: it may be damaged or cut off/);
    expect(error('{"hello": "world"}')).toMatch(/^This is not a Northstar dashboard backup/);
    expect(error('[1,2,3]')).toMatch(/^This is not a Northstar dashboard backup/);
    expect(error(good.replace('"version": 2', '"version": 9'))).toMatch(/version 9/);
    // Not a version any dashboard wrote: it was read as a version 2 backup.
    expect(error(good.replace('"version": 2', '"version": 1.5'))).toBe('This backup has version 1.5, which this dashboard cannot read. Nothing was changed.');
    const noUsers = JSON.parse(good);
    delete noUsers.data.users;
    expect(error(JSON.stringify(noUsers))).toMatch(/incomplete/);
    const dup = JSON.parse(good);
    dup.data.users[2].email = ` ${dup.data.users[0].email.toUpperCase()} `;
    expect(error(JSON.stringify(dup))).toBe('User 3 has the same email address as user 1. Nothing was changed.');
    const longTitle = JSON.parse(good);
    longTitle.data.posts[2].title = 'x'.repeat(10_000);
    expect(error(JSON.stringify(longTitle))).toMatch(/^Post 3: Title must be at most 200/);
    expect(error(' '.repeat(5 * 1024 * 1024 + 1))).toMatch(/larger than 5 MB/);
  });

  it('refuses a hostile backup without echoing it, and stores text only as the forms store it', () => {
    const good = JSON.parse(toBackup(seedSnapshot()));
    const parse = (mutate: (b: typeof good) => void) => {
      const b = structuredClone(good);
      mutate(b);
      return parseBackup(JSON.stringify(b));
    };
    // A 100,000-character "version" was shown back whole in the alert.
    const version = parse((b) => (b.version = 'x'.repeat(100_000)));
    expect(version).toEqual({ ok: false, error: 'This backup has no version number this dashboard can read. Nothing was changed.' });
    // Spaces around a title do not count towards its limit, so 100,000 of them were stored with it.
    const padded = parse((b) => (b.data.posts[0].title = `${' '.repeat(100_000)}Padded\u0065\u0301`));
    expect(padded.ok && padded.snapshot.posts[0]!.title).toBe('Padded\u00e9');
    const spacedEmail = parse((b) => (b.data.users[0].email = '  ana@example.com  '));
    expect(spacedEmail.ok && spacedEmail.snapshot.users[0]!.email).toBe('ana@example.com');
    const siteName = parse((b) => (b.data.settings.siteName = '   Northstar   '));
    expect(siteName.ok && siteName.snapshot.settings.siteName).toBe('Northstar');
    // "Last active" is shown in the users table: control characters, direction overrides and huge text are refused, not cut.
    // An address with a NUL or a direction override in it was imported and shown in the users table.
    const hiddenEmail = parse((b) => (b.data.users[0].email = 'ana@\u202eexample.com'));
    expect(hiddenEmail).toEqual({ ok: false, error: 'User 1: Email contains invisible text-direction marks that are not allowed. Nothing was changed.' });
    for (const lastActive of ['Today\u0000', '\u202eyadoT', 'x'.repeat(101), 5]) {
      const result = parse((b) => (b.data.users[1].lastActive = lastActive));
      expect(result.ok ? 'accepted' : result.error, String(lastActive).slice(0, 10)).toMatch(/^User 2: Last active /);
    }
  });

  it('reads a version-1 backup through the migrations and drops unknown fields', () => {
    const v1 = {
      format: 'northstar-dashboard-backup',
      version: 1,
      data: {
        posts: [{ id: '1', title: 'T', status: 'Draft', date: '2024-01-01', author: 'A', extra: 'dropped' }],
        pages: [],
        users: [{ id: 'u', name: 'N', email: 'n@example.com', role: 'Author', lastActive: 'Today' }],
        settings: { siteName: 'S', siteDescription: '', adminEmail: 's@example.com' },
      },
    };
    const result = parseBackup(JSON.stringify(v1), 5);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.snapshot.posts[0]).toEqual({ id: '1', title: 'T', status: 'Draft', date: '2024-01-01', author: 'A', updatedAt: 5 });
    expect(result.snapshot.users[0]!.status).toBe('Active');
    expect(result.snapshot.settings.siteName).toBe('S');
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, keeps Unicode, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    const csv = toCsv([{ t: 'שלום 👋\nline' }], [{ header: 'Title', value: (r: { t: string }) => r.t }]);
    expect(csv).toBe('\uFEFFTitle\r\n"שלום 👋\nline"\r\n');
  });
});

describe('table view in the URL', () => {
  const read = (search: string) => readView(new URLSearchParams(search), ['title', 'date'], 'status', ['Published', 'Draft']);

  it('reads search, sort, filter and page, ignoring nonsense', () => {
    expect(read('q=abc&sort=-date&status=Draft&page=3')).toEqual({ q: 'abc', sort: { id: 'date', desc: true }, filter: 'Draft', page: 3 });
    expect(read('sort=secret&status=Deleted&page=-2')).toEqual({ q: '', sort: null, filter: '', page: 1 });
  });

  it('writes only what differs from the default view', () => {
    expect(writeView({ q: '', sort: null, filter: '', page: 1 }, 'status').toString()).toBe('');
    expect(writeView({ q: 'a b', sort: { id: 'title', desc: false }, filter: 'Published', page: 2 }, 'status').toString()).toBe('q=a+b&sort=title&status=Published&page=2');
  });
});
