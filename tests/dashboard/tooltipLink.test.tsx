import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, TooltipGroup, TooltipLink } from '../../src/dashboard/layout/TooltipLink';

const link = { href: '/dashboard/analytics', label: 'Analytics', icon: 'i-lucide-chart-column', tooltip: true };
const posts = { href: '/dashboard/posts', label: 'Posts', icon: 'i-lucide-file-text', tooltip: true };

describe('collapsed sidebar tooltips', () => {
  afterEach(() => vi.useRealTimers());

  it('inside the group: the label shows only after the delay', () => {
    vi.useFakeTimers();
    render(
      <TooltipGroup>
        <TooltipLink {...link} />
      </TooltipGroup>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Analytics' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY - 100));
    expect(screen.queryByTestId('sidebar-tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('sidebar-tooltip').textContent).toBe('Analytics');
  });

  it('SPEC timing: 700 ms delay; within 300 ms of one closing, the next opens at once', () => {
    expect([TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY]).toEqual([700, 300]);
    vi.useFakeTimers();
    render(
      <TooltipGroup>
        <TooltipLink {...link} />
        <TooltipLink {...posts} />
      </TooltipGroup>,
    );
    const tooltip = () => screen.queryByTestId('sidebar-tooltip')?.textContent;
    const analytics = screen.getByRole('link', { name: 'Analytics' });
    const postsLink = screen.getByRole('link', { name: 'Posts' });
    fireEvent.mouseEnter(analytics);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(tooltip()).toBe('Analytics');
    fireEvent.mouseLeave(analytics);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY - 100));
    expect(tooltip()).toBeUndefined();
    fireEvent.mouseEnter(postsLink);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()).toBe('Posts');
    // Once the skip window has passed, the full delay applies again.
    fireEvent.mouseLeave(postsLink);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY + 100));
    fireEvent.mouseEnter(analytics);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY - 100));
    expect(tooltip()).toBeUndefined();
    act(() => vi.advanceTimersByTime(100));
    expect(tooltip()).toBe('Analytics');
  });

  it('outside the group (while its code loads) no tooltip opens at once', () => {
    vi.useFakeTimers();
    render(<TooltipLink {...link} />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Analytics' }));
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByTestId('sidebar-tooltip')).toBeNull();
  });
});
