import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../leads/inboxApi';

/**
 * Account passwords: scrypt (memory-hard, in node:crypto). Each hash is stored with its cost
 * parameters, `scrypt$logN$r$p$salt$hash` (base64), so they can be raised later while older
 * hashes still verify with their own.
 */
export const SCRYPT_LOG_N = 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

interface Params {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, keyBytes: number, { logN, r, p }: Params): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below N = 2^17, r = 8 (128 MiB).
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 2 * 128 * 2 ** logN * r };
  return new Promise((resolve, reject) => {
    // One Unicode form: the same passphrase typed on another system's keyboard matches.
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Why a new password is refused, or null when it is fine. Lengths count characters, not bytes. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export class WeakPasswordError extends Error {}

/** The string to store for a new password; throws WeakPasswordError for one too short or too long. */
export async function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
  const params = { logN: SCRYPT_LOG_N, r: SCRYPT_R, p: SCRYPT_P };
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Reads a stored hash; null when it is not one this code wrote (or its costs are out of any sane range). */
function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN)) as [number, number, number];
  if (!(logN >= 10 && logN <= 22 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 16 || key.length < 32) return null;
  return { logN, r, p, salt, key };
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || [...password].length > PASSWORD_MAX_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Checked against when an address has no account, so that answer costs the same scrypt run as a
 * wrong password: today's parameters, a random salt and a random key no password derives.
 */
export const DUMMY_HASH = ['scrypt', SCRYPT_LOG_N, SCRYPT_R, SCRYPT_P, randomBytes(SALT_BYTES).toString('base64'), randomBytes(KEY_BYTES).toString('base64')].join('$');
