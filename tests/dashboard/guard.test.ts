import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardInAppLinks } from '../../src/dashboard/layout/guard';
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
