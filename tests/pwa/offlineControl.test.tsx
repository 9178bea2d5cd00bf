import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineControl } from '../../src/pwa/OfflineControl';
import { offlineState } from '../../src/pwa/offlineStatus';

describe('OfflineControl', () => {
  it('after an interrupted download says saving stopped, with no progress, and offers the button again', async () => {
    act(() => {
      offlineState.value = { phase: 'downloading', done: 59, total: 319 };
    });
    render(<OfflineControl tone="dark" />);
    expect(await screen.findByText('59 of 319 files')).toBeTruthy();

    act(() => {
      offlineState.value = { phase: 'stopped' };
    });
    expect(screen.getByText('Saving stopped before it finished.')).toBeTruthy();
    expect(screen.queryByText(/of 319 files/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make available offline' })).toBeTruthy();
  });
});
