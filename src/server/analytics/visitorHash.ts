import { createHash, randomBytes } from 'node:crypto';

/** A new day's salt: 32 random bytes, hex. */
export const newSalt = (): string => randomBytes(32).toString('hex');

/**
 * A visitor's id for one day: SHA-256 of the day's salt, the site, the address and the user agent,
 * cut to 128 bits. The salt is deleted after its day, so a hash cannot be recomputed or linked to the
 * next day's, and neither the address nor the user agent is stored.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
