import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from '../../src/ui/Tabs';

const items: TabItem<'one' | 'two' | 'three'>[] = [
  { value: 'one', label: 'First', panel: <p>Panel one</p> },
  { value: 'two', label: 'Second', panel: <p>Panel two</p> },
  { value: 'three', label: 'Third', panel: <p>Panel three</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel'); // hidden panels are not in the accessibility tree

describe('Tabs', () => {
  it('renders a named tab list with the first tab selected and its panel shown', () => {
    render(<Tabs items={items} label="Charts" />);
    expect(screen.getByRole('tablist', { name: 'Charts' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('First').getAttribute('aria-selected')).toBe('true');
    expect(tab('Second').getAttribute('aria-selected')).toBe('false');
    expect(visiblePanel().textContent).toBe('Panel one');
  });

  it('links each tab and panel both ways', () => {
    render(<Tabs items={items} label="Charts" />);
    for (const t of screen.getAllByRole('tab')) {
      const panel = document.getElementById(t.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(t.id);
    }
    expect(visiblePanel()).toHaveProperty('id', tab('First').getAttribute('aria-controls'));
  });

  it('switches on click', () => {
    render(<Tabs items={items} label="Charts" />);
    fireEvent.click(tab('Third'));
    expect(tab('Third').getAttribute('aria-selected')).toBe('true');
    expect(tab('First').getAttribute('aria-selected')).toBe('false');
    expect(visiblePanel().textContent).toBe('Panel three');
  });

  it('keeps a single tab stop on the selected tab (roving tabindex)', () => {
    render(<Tabs items={items} label="Charts" />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tab('Second'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves with ArrowRight/ArrowLeft (wrapping), Home and End, selecting and focusing', () => {
    render(<Tabs items={items} label="Charts" />);
    tab('First').focus();
    fireEvent.keyDown(tab('First'), { key: 'ArrowRight' });
    expect(tab('Second').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Second'));
    expect(visiblePanel().textContent).toBe('Panel two');

    fireEvent.keyDown(tab('Second'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Third'));
    fireEvent.keyDown(tab('Third'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('First'));
    expect(tab('First').getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(tab('First'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Third'));
    fireEvent.keyDown(tab('Third'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('First'));
    expect(visiblePanel().textContent).toBe('Panel one');
  });

  it('ignores other keys', () => {
    render(<Tabs items={items} label="Charts" />);
    fireEvent.keyDown(tab('First'), { key: 'ArrowDown' });
    fireEvent.keyDown(tab('First'), { key: 'a' });
    expect(tab('First').getAttribute('aria-selected')).toBe('true');
  });

  it('works controlled: reports changes and shows the value it is given', () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<'one' | 'two' | 'three'>('two');
      return (
        <Tabs
          items={items}
          label="Charts"
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(tab('Second').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Second'), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenCalledWith('one');
    expect(visiblePanel().textContent).toBe('Panel one');
  });

  it('gives two tab sets on one page distinct ids', () => {
    render(
      <>
        <Tabs items={items} label="A" />
        <Tabs items={items} label="B" />
      </>,
    );
    const ids = screen.getAllByRole('tab').map((t) => t.id);
    expect(new Set(ids).size).toBe(6);
  });
});
