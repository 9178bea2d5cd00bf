/**
 * Fixed one-minute windows per client address: enough to stop one address flooding the
 * lead store, cheap enough to sit in front of every POST.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request; returns 0 if allowed, else the seconds until the address may post again. */
  take(address: string, now = Date.now()): number {
    let window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(address, window);
    }
    window.count++;
    if (window.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [address, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(address);
  }
}
