import { describe, expect, it } from 'vitest';
import { useClientValue, useHydrated } from '../../src/ui/useHydrated';
import { prerenderAndHydrate } from '../render';

describe('useClientValue', () => {
  it('keeps a hydrated component as it is when the browser value agrees with the prerendered one', async () => {
    let renders = 0;
    function Status() {
      renders++;
      return <p>{useClientValue('Ready', 'Ready')}</p>;
    }
    const { container, html } = await prerenderAndHydrate(() => <Status />);
    expect(renders).toBe(2); // once on the server, once to hydrate: no render after it
    expect(container.innerHTML).toBe(html);
  });

  it('shows the prerendered value while hydrating, then the browser value', async () => {
    const seen: string[] = [];
    function Tab() {
      const tab = useClientValue('reports', 'overview');
      seen.push(tab);
      return <p>{tab}</p>;
    }
    const { container, html } = await prerenderAndHydrate(() => <Tab />);
    expect(html).toContain('overview');
    expect(seen).toEqual(['overview', 'overview', 'reports']);
    expect(container.textContent).toBe('reports');
  });
});

describe('useHydrated', () => {
  it('is false in the prerendered HTML and true once the page has hydrated', async () => {
    function Flag() {
      return <p>{useHydrated() ? 'live' : 'static'}</p>;
    }
    const { container, html } = await prerenderAndHydrate(() => <Flag />);
    expect(html).toContain('static');
    expect(container.textContent).toBe('live');
  });
});
