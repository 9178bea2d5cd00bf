import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkSurfaces, text } from '../../uno.config';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('dark theme tokens', () => {
  // Where text sits in the dark theme: the page, cards, muted sections, chips and tints.
  const surfaces = ['white', 'slate-50', 'slate-100', 'brand-50', 'ink-DEFAULT'].map((k) => darkSurfaces[k]!);
  it.each(Object.entries(text))('%s text keeps 4.5:1 on every dark surface', (_name, [, dark]) => {
    for (const surface of surfaces) expect(contrast(dark, surface)).toBeGreaterThanOrEqual(4.5);
  });
  it('status tints keep 4.5:1 with their own text colour', () => {
    for (const tone of ['emerald', 'rose', 'amber', 'blue', 'violet', 'teal']) {
      const fg = Object.entries(text).filter(([k]) => k.startsWith(`${tone}-`));
      const bg = darkSurfaces[`${tone}-100`]!;
      for (const [, [, dark]] of fg) expect(contrast(dark, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('public/head.js', () => {
  const source = readFileSync('public/head.js', 'utf8');
  let systemDark = false;
  // The listeners it adds to window and document, removed after each test: this worker's window is
  // shared with other test files, whose buttons must not be marked as pressed early.
  const added: [EventTarget, string, EventListener, boolean][] = [];
  const run = () => {
    const onDocument = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, capture) => {
      added.push([document, type, listener as EventListener, Boolean(capture)]);
      EventTarget.prototype.addEventListener.call(document, type, listener, capture);
    });
    const onWindow = (type: string, listener: EventListener, capture?: boolean) => {
      added.push([window, type, listener, Boolean(capture)]);
      window.addEventListener(type, listener, capture);
    };
    try {
      new Function('addEventListener', source)(onWindow);
    } finally {
      onDocument.mockRestore();
    }
  };
  beforeEach(() => {
    localStorage.clear();
    window.matchMedia = ((query: string) => ({ matches: systemDark && query.includes('dark'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    document.head.innerHTML = '<meta name="theme-color" data-scheme="light" media="(prefers-color-scheme: light)"><meta name="theme-color" data-scheme="dark" media="(prefers-color-scheme: dark)">';
    document.body.innerHTML = ['system', 'light', 'dark'].map((v) => `<input type="radio" name="t" value="${v}" data-theme-option>`).join('');
  });
  afterEach(() => {
    systemDark = false;
    document.documentElement.removeAttribute('data-theme');
    for (const [target, type, listener, capture] of added.splice(0)) target.removeEventListener(type, listener, capture);
  });
  const checked = () => document.querySelector<HTMLInputElement>('input:checked')?.value;

  it('follows the system when nothing is saved', () => {
    systemDark = true;
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(checked()).toBe('system');
  });

  it('applies the saved choice over the system and points theme-color at it', () => {
    systemDark = true;
    localStorage.setItem('theme', 'light');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(checked()).toBe('light');
    expect(document.querySelector<HTMLMetaElement>('meta[data-scheme="light"]')!.media).toBe('all');
    expect(document.querySelector<HTMLMetaElement>('meta[data-scheme="dark"]')!.media).toBe('not all');
  });

  it('ignores a saved value it does not know', () => {
    localStorage.setItem('theme', '<script>');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(checked()).toBe('system');
  });

  it('saves a choice made in a control and applies it at once; System forgets it', () => {
    run();
    const dark = document.querySelector<HTMLInputElement>('input[value="dark"]')!;
    dark.click();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    document.querySelector<HTMLInputElement>('input[value="system"]')!.click();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.querySelector<HTMLMetaElement>('meta[data-scheme="dark"]')!.media).toBe('(prefers-color-scheme: dark)');
  });

  it('still sees a choice when the page stops the change event on its way (React does inside a part not yet hydrated)', () => {
    run();
    const stop = (event: Event) => event.stopPropagation();
    document.body.addEventListener('change', stop, true);
    try {
      document.querySelector<HTMLInputElement>('input[value="dark"]')!.click();
      expect(localStorage.getItem('theme')).toBe('dark');
      expect(document.documentElement.dataset.theme).toBe('dark');
    } finally {
      document.body.removeEventListener('change', stop, true);
    }
  });

  it('marks a button pressed and a field typed into before the app runs, for the app to replay', () => {
    document.body.innerHTML = '<button type="button"><span>Go</span></button><input name="q">';
    run();
    document.querySelector('span')!.click();
    document.querySelector('span')!.click();
    expect(document.querySelector('button')!.getAttribute('data-pressed-early')).toBe('2');
    const field = document.querySelector('input')!;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(field.hasAttribute('data-changed-early')).toBe(true);
  });

  it("holds the submit of a form the app sends until the form is ready, and lets other forms through", () => {
    document.body.innerHTML = '<form data-app-form="contact"><button>Send</button></form><form id="other"></form>';
    run();
    const lead = document.querySelector<HTMLFormElement>('[data-app-form]')!;
    const held = new Event('submit', { bubbles: true, cancelable: true });
    lead.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(lead.hasAttribute('data-submit-pending')).toBe(true);

    lead.removeAttribute('data-submit-pending');
    lead.setAttribute('data-ready', '');
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    lead.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(false);
    expect(lead.hasAttribute('data-submit-pending')).toBe(false);

    const other = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('other')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });
});
