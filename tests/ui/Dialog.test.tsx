import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/Dialog';

function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="dialog-title">
        <h2 id="dialog-title">A dialog</h2>
      </Dialog>
    </>
  );
}

/** Escape as the browser handles it: `cancel` at the dialog, then close() unless prevented. */
function pressEscape(dialog: HTMLDialogElement) {
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  if (!cancel.defaultPrevented) dialog.close();
}

/** As in browsers: close() takes effect at once (focus goes back) and fires `close` a task later. */
function closeLikeBrowsers() {
  vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  });
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens again when its opener is pressed right after Escape, before the browser fires `close`', async () => {
    closeLikeBrowsers();
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);

    act(() => {
      pressEscape(dialog);
      opener.focus();
      opener.click(); // Enter on the opener, in the same task
    });
    // The late `close` of the first opening arrives.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'A dialog' })).toBeTruthy();
  });

  it('Escape closes it for good when nothing reopens it, and focus returns to the opener', async () => {
    closeLikeBrowsers();
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog')!;
    act(() => pressEscape(dialog));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    // And it still opens on the next press.
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
  });
});
