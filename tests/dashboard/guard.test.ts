import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHistory, guardInAppLinks } from '../../src/dashboard/layout/guard';
import { installPopGuard } from '../../src/lib/popGuard';
import { trackUnsavedInput } from '../../src/lib/unsavedInput';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Clicks a link as a user does; true when the click got past the guard to the router. */
function follow(href: string): boolean {
  const link = Object.assign(document.createElement('a'), { href });
  document.body.append(link);
  let reached = false;
  // Stands in for the router, which handles the click in the bubbling phase (jsdom cannot navigate).
  const router = (event: Event) => {
    reached = true;
    event.preventDefault();
  };
  window.addEventListener('click', router);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener('click', router);
  return reached;
}

describe('in-app links with unsaved input', () => {
  it('ask before leaving the page, but not for a link to the page already open', () => {
    window.history.replaceState(null, '', '/dashboard/settings?tab=security');
    cleanups.push(trackUnsavedInput(() => true), guardInAppLinks());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);

    expect(follow('/dashboard/settings')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    expect(follow('/dashboard/posts')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    confirm.mockReturnValue(true);
    expect(follow('/dashboard/posts')).toBe(true);
  });
});

/** Back as the browser does it: the address is already the previous entry's when popstate fires. */
function back(to: string): boolean {
  // The unpatched method: wouter (if another test loaded it) announces its own calls as navigations.
  History.prototype.replaceState.call(window.history, null, '', to);
  let reached = false;
  // Stands in for the router, which listens for popstate in the bubbling phase.
  const router = () => (reached = true);
  window.addEventListener('popstate', router);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.removeEventListener('popstate', router);
  return reached;
}

// As the client entry does, before the router (the stand-in below) listens.
installPopGuard();

describe('Back and Forward with unsaved input', () => {
  it('ask before leaving the page; staying keeps the page and its address', () => {
    window.history.replaceState(null, '', '/dashboard/posts');
    let dirty = true;
    cleanups.push(trackUnsavedInput(() => dirty), guardHistory());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);

    expect(back('/dashboard')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/dashboard/posts');

    // Within the same page (a tab or filter in the query) nothing is lost: no question.
    expect(back('/dashboard/posts?page=2')).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    expect(back('/dashboard')).toBe(true);
    expect(location.pathname).toBe('/dashboard');

    dirty = false;
    expect(back('/dashboard/users')).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
