import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_HOTKEY, Toasts, VISIBLE_TOASTS } from '../../src/ui/Toasts';

describe('toast settings (the reading of SPEC.md §9 we chose)', () => {
  it('auto-closes after 4000 ms, shows at most 3, and Alt+T focuses them', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(VISIBLE_TOASTS).toBe(3);
    expect(TOAST_HOTKEY).toEqual(['altKey', 'KeyT']);
  });

  it('renders a labelled notifications region that names its hotkey', () => {
    const { container } = render(<Toasts />);
    const region = container.querySelector('section[aria-label]');
    expect(region?.getAttribute('aria-label')).toMatch(/Notifications alt\+T/);
  });
});
