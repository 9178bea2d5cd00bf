import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from '../../src/dashboard/components/useFocusRescue';

function Outbox({ rows }: { rows: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusRescue(box, box, rows);
  return (
    <>
      <div ref={box} tabIndex={-1} data-testid="outbox">
        {rows.map((r) => (
          <button key={r} type="button">
            Retry {r}
          </button>
        ))}
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('focus in a list whose rows leave (useFocusRescue)', () => {
  it('moves to the list when the focused row is removed, whatever removed it', () => {
    const { rerender } = render(<Outbox rows={['a', 'b']} />);
    act(() => screen.getByRole('button', { name: 'Retry a' }).focus());
    rerender(<Outbox rows={['b']} />);
    expect(document.activeElement).toBe(screen.getByTestId('outbox'));
  });

  it('leaves focus alone when another row leaves', () => {
    const { rerender } = render(<Outbox rows={['a', 'b']} />);
    act(() => screen.getByRole('button', { name: 'Retry b' }).focus());
    rerender(<Outbox rows={['b']} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry b' }));
  });

  it('does not take focus back once the visitor moved it elsewhere or put it down', async () => {
    const { rerender } = render(<Outbox rows={['a', 'b', 'c']} />);
    act(() => screen.getByRole('button', { name: 'Retry a' }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    rerender(<Outbox rows={['b', 'c']} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));

    act(() => screen.getByRole('button', { name: 'Retry b' }).focus());
    // A click on the page's background: focus goes nowhere while the button stays.
    act(() => screen.getByRole('button', { name: 'Retry b' }).blur());
    await act(() => Promise.resolve()); // the check after the focus let go runs as a microtask
    rerender(<Outbox rows={['c']} />);
    expect(document.activeElement).toBe(document.body);
  });
});
