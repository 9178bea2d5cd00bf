import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/pwa/storage';

describe('formatBytes', () => {
  it("reads like a device's storage screen", () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1_430_941)).toBe('1.4 MB');
    expect(formatBytes(52_000_000_000)).toBe('52 GB');
  });
});
