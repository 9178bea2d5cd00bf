import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchInstallPrompt } from '../../src/pwa/install';
import { installPrompt } from '../../src/pwa/install';
import { InstallButton } from '../../src/pwa/InstallButton';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

let stop = () => {};
afterEach(() => {
  stop();
  installPrompt.value = null;
});

describe('install prompt', () => {
  it('shows an Install app button only while the browser offers installation', async () => {
    stop = watchInstallPrompt(vi.fn(async () => {}));
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    // The button's code loads once there is an offer.
    const button = await screen.findByRole('button', { name: 'Install app' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    // A prompt can be used once: the button goes away after the choice.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('hides the button and says so once the app is installed', async () => {
    const notify = vi.fn(async () => {});
    stop = watchInstallPrompt(notify);
    render(<InstallButton />);
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    expect(notify).toHaveBeenCalledWith(expect.stringMatching(/installed/i));
  });

  it('never offers installation when already running as an installed app', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('standalone') })) as typeof window.matchMedia;
    stop = watchInstallPrompt(vi.fn(async () => {}));
    render(<InstallButton />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    window.matchMedia = original;
  });
});

describe('install button during hydration', () => {
  it('renders nothing on the server even when an offer is already known', async () => {
    const { renderToString } = await import('react-dom/server');
    installPrompt.value = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    expect(renderToString(<InstallButton />)).toBe('');
  });
});

describe('iOS detection (no install prompt there: the button opens instructions instead)', async () => {
  const { isIos } = await import('../../src/pwa/displayMode');
  it('knows iPhones and iPads, including iPads that say they are Macs', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5)).toBe(false);
  });
});
