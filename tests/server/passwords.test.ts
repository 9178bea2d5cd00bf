// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/leads/inboxApi';
import { checkPassword, hashPassword, passwordProblem, WeakPasswordError } from '../../src/server/passwords';

// Each scrypt run at the stored cost takes about 0.3 s: this file makes five.
describe('account passwords', () => {
  it('stores a salted scrypt hash with its parameters that the right password matches and a wrong one does not', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(stored).not.toContain('correct horse');
    expect(await checkPassword('correct horse battery', stored)).toBe(true);
    expect(await checkPassword('correct horse batterY', stored)).toBe(false);
    // A new salt each time: the same password never gives the same string.
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it('verifies with the parameters written in the stored string, so raising them later keeps old hashes working', async () => {
    // Made with N = 2^14, r = 8, p = 1 for this test (cheaper than today's 2^17).
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('an older passphrase', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const older = `scrypt$14$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await checkPassword('an older passphrase', older)).toBe(true);
    // Read with today's parameters it would not match: the string's own were used.
    expect(await checkPassword('an older passphrase', older.replace('$14$', '$15$'))).toBe(false);
  });

  it('refuses a password shorter than the minimum or longer than the maximum, counting characters', async () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    // Twelve emoji are twelve characters (24 UTF-16 units): enough.
    expect(passwordProblem('🔑'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('🔑'.repeat(PASSWORD_MIN_LENGTH - 1))).not.toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(`The password may have at most ${PASSWORD_MAX_LENGTH} characters.`);
    await expect(hashPassword('short')).rejects.toBeInstanceOf(WeakPasswordError);
  });

  it('matches nothing against a stored string it did not write', async () => {
    for (const stored of ['', 'plain-text-password', 'scrypt$17$8$1$abc', 'scrypt$40$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA', 'bcrypt$2b$10$xyz$abc$def']) {
      expect(await checkPassword('plain-text-password', stored), stored).toBe(false);
    }
  });
});
