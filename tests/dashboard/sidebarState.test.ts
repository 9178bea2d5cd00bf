import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  mobileSidebarOpen,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  sidebarCookieString,
  sidebarExpanded,
  startSidebarSync,
  toggleForViewport,
  toggleSidebar,
} from '../../src/dashboard/state/sidebar';

const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let writes: string[] = [];
let stop: (() => void) | undefined;

function clearCookie() {
  cookieDescriptor.set!.call(document, 'sidebar:state=; path=/; max-age=0');
}

beforeEach(() => {
  clearCookie();
  writes = [];
  // Record every cookie the module writes (document.cookie only reads back name=value).
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieDescriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      cookieDescriptor.set!.call(document, value);
    },
  });
  sidebarExpanded.value = true;
  mobileSidebarOpen.value = false;
  delete document.documentElement.dataset.sidebar;
});

afterEach(() => {
  stop?.();
  stop = undefined;
  delete (document as unknown as Record<string, unknown>).cookie;
  clearCookie();
});

describe('sidebar cookie', () => {
  it('lasts seven days on every path', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookieString(false)).toBe('sidebar:state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads the saved state, or nothing when there is none', () => {
    expect(readSidebarCookie('theme=dark; sidebar:state=false')).toBe(false);
    expect(readSidebarCookie('sidebar:state=true; theme=dark')).toBe(true);
    expect(readSidebarCookie('theme=dark')).toBeNull();
    expect(readSidebarCookie('sidebar:state=maybe')).toBeNull();
    expect(readSidebarCookie('xsidebar:state=false')).toBeNull();
  });
});

describe('startSidebarSync', () => {
  it('adopts a saved collapsed state and marks <html> without rewriting the cookie', () => {
    cookieDescriptor.set!.call(document, 'sidebar:state=false; path=/');
    stop = startSidebarSync();
    expect(sidebarExpanded.value).toBe(false);
    expect(document.documentElement.dataset.sidebar).toBe('collapsed');
    expect(writes).toEqual([]);
  });

  it('stays expanded and writes no cookie when nothing is saved', () => {
    stop = startSidebarSync();
    expect(sidebarExpanded.value).toBe(true);
    expect(document.documentElement.dataset.sidebar).toBe('expanded');
    expect(writes).toEqual([]);
  });

  it('writes the cookie and the html attribute on every toggle, and the cookie reads back', () => {
    stop = startSidebarSync();
    toggleSidebar();
    expect(sidebarExpanded.value).toBe(false);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('sidebar:state=false');
    expect(writes[0]).toContain('path=/');
    expect(writes[0]).toContain('max-age=604800');
    expect(document.documentElement.dataset.sidebar).toBe('collapsed');
    expect(readSidebarCookie()).toBe(false);

    toggleSidebar();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain('sidebar:state=true');
    expect(document.documentElement.dataset.sidebar).toBe('expanded');
    expect(readSidebarCookie()).toBe(true);
  });

  it('stops writing once stopped', () => {
    stop = startSidebarSync();
    stop();
    stop = undefined;
    toggleSidebar();
    expect(writes).toEqual([]);
  });
});

describe('keyboard shortcut', () => {
  it('is Ctrl+B or Cmd+B only', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: 'b', ctrlKey: false, metaKey: false, altKey: false, ...init });
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false);
  });

  it('collapses on wide screens and opens the panel on narrow ones', () => {
    toggleForViewport(false);
    expect(sidebarExpanded.value).toBe(false);
    expect(mobileSidebarOpen.value).toBe(false);
    toggleForViewport(true);
    expect(mobileSidebarOpen.value).toBe(true);
    expect(sidebarExpanded.value).toBe(false);
    toggleForViewport(true);
    expect(mobileSidebarOpen.value).toBe(false);
  });
});
