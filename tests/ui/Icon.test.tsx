import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, INLINE_ICON_PREFIX } from '../../src/ui/Icon';

const hrefOf = (container: HTMLElement) => container.querySelector('use')?.getAttribute('href');

afterEach(() => document.getElementById('inline-icons')?.remove());

describe('Icon', () => {
  it('draws from the symbol the prerendered page carries inline', () => {
    document.body.insertAdjacentHTML('afterbegin', `<svg id="inline-icons" hidden><symbol id="${INLINE_ICON_PREFIX}phone"></symbol></svg>`);
    const { container } = render(<Icon name="i-lucide-phone" />);
    expect(hrefOf(container)).toBe(`#${INLINE_ICON_PREFIX}phone`);
  });

  it('draws an icon the first page did not carry from the sprite file', () => {
    document.body.insertAdjacentHTML('afterbegin', `<svg id="inline-icons" hidden><symbol id="${INLINE_ICON_PREFIX}phone"></symbol></svg>`);
    const { container } = render(<Icon name="i-lucide-mail" />);
    expect(hrefOf(container)).toBe('/assets/icons-test.svg#mail');
  });

  it('is decorative unless labelled', () => {
    const { container, getByRole } = render(
      <>
        <Icon name="i-lucide-mail" />
        <Icon name="i-lucide-phone" label="Phone" />
      </>,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(getByRole('img', { name: 'Phone' })).toBeTruthy();
  });
});
