import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY, TooltipGroup, TooltipLink } from '../../src/dashboard/layout/TooltipLink';

const link = { href: '/dashboard/analytics', label: 'Analytics', icon: 'i-lucide-chart-column', tooltip: true };

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

  it('outside the group (while its code loads) no tooltip opens at once', () => {
    vi.useFakeTimers();
    render(<TooltipLink {...link} />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Analytics' }));
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByTestId('sidebar-tooltip')).toBeNull();
  });
});
