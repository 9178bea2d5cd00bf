import { settingsSections, type SettingsField, type SiteSettings } from '../../content/dashboard/settings';
import { userRoles, userStatuses } from '../../content/dashboard/users';
import { cleanText, isBlank, textFault, textFaultMessages, textLength } from '../../lib/plainText';
import type { Page, Post, User } from './types';

/** Field name -> message; empty when the record is valid. */
export type Errors<T> = Partial<Record<keyof T & string, string>>;

export const LIMITS = { title: 200, author: 100, name: 100, email: 254 } as const;
const STATUSES = ['Published', 'Draft'];

// Deliberately plain: one @, no spaces, a dot in the domain. The browser's own check is looser.
// No invisible characters (\p{C}: controls, zero-width and direction marks), as in the lead forms.
const EMAIL = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A length-limited text, checked as it is stored (cleanText: no spaces around it): spaces and
 * invisible marks alone count as empty, and control characters are refused, as in the lead forms.
 */
function text(value: unknown, label: string, max: number, required = true, multiline = false): string | undefined {
  if (typeof value !== 'string') return `${label} must be text.`;
  const fault = textFault(value, multiline);
  if (fault) return `${label} ${textFaultMessages[fault]}`;
  if (required && isBlank(value)) return `Enter ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}.`;
  const length = textLength(cleanText(value));
  if (length > max) return `${label} must be at most ${count(max)} characters (this one has ${count(length)}).`;
  return undefined;
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

function email(value: unknown, label: string, required: boolean): string | undefined {
  if (typeof value !== 'string') return `${label} must be text.`;
  const fault = textFault(value);
  if (fault) return `${label} ${textFaultMessages[fault]}`;
  const trimmed = value.trim();
  if (!trimmed) return required ? `Enter an ${label.toLowerCase()}.` : undefined;
  if (trimmed.length > LIMITS.email) return `${label} must be at most ${LIMITS.email} characters.`;
  if (!isEmail(trimmed)) return `Enter a valid email address, like name@example.com.`;
  return undefined;
}

/** `what` names the date in the message: 'a date', 'the last modified date'. */
function isoDate(value: unknown, what: string): string | undefined {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return `Enter ${what} (day, month and year).`;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return `${value} is not a real date.`;
  return undefined;
}

function oneOf(value: unknown, options: readonly string[], label: string): string | undefined {
  return typeof value === 'string' && options.includes(value) ? undefined : `Choose a ${label.toLowerCase()}.`;
}

function clean<T>(errors: Errors<T>): Errors<T> {
  for (const key of Object.keys(errors) as (keyof Errors<T>)[]) if (errors[key] === undefined) delete errors[key];
  return errors;
}

export function validatePost(post: Partial<Post>): Errors<Post> {
  return clean<Post>({
    title: text(post.title, 'Title', LIMITS.title),
    status: oneOf(post.status, STATUSES, 'Status'),
    date: isoDate(post.date, 'a date'),
    author: text(post.author, 'Author', LIMITS.author),
  });
}

export function validatePage(page: Partial<Page>): Errors<Page> {
  return clean<Page>({
    title: text(page.title, 'Title', LIMITS.title),
    status: oneOf(page.status, STATUSES, 'Status'),
    lastModified: isoDate(page.lastModified, 'the last modified date'),
  });
}

export const emailKey = (value: string) => value.trim().toLowerCase();

/** `others` are the users already stored (the one being edited is skipped by id). */
export function validateUser(user: Partial<User>, others: readonly Pick<User, 'id' | 'email'>[]): Errors<User> {
  const errors: Errors<User> = {
    name: text(user.name, 'Name', LIMITS.name),
    email: email(user.email, 'Email', true),
    role: oneOf(user.role, userRoles, 'Role'),
    status: oneOf(user.status, userStatuses, 'Status'),
  };
  if (!errors.email && typeof user.email === 'string') {
    const key = emailKey(user.email);
    if (others.some((o) => o.id !== user.id && emailKey(o.email) === key)) errors.email = 'Another user already has this email address.';
  }
  return clean(errors);
}

function settingsField(field: SettingsField, value: unknown): string | undefined {
  switch (field.type) {
    case 'text':
    case 'url':
    case 'textarea': {
      const error = text(value, field.label, field.maxLength, field.type !== 'url' && 'required' in field && !!field.required, field.type === 'textarea');
      if (error) return error;
      if ('pattern' in field && field.pattern && !new RegExp(field.pattern.source).test(value as string)) return field.pattern.message;
      return undefined;
    }
    case 'email':
      return email(value, field.label, !!field.required);
    case 'select':
      return oneOf(value, field.options.map((o) => o.value), field.label);
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${field.label} must be a whole number of ${field.unit}.`;
      if (value < field.min || value > field.max) return `${field.label} must be between ${field.min} and ${field.max} ${field.unit}.`;
      return undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : `${field.label} must be on or off.`;
  }
}

export const settingsFields: readonly SettingsField[] = settingsSections.flatMap((s) => s.fields);

export function validateSettings(settings: Partial<SiteSettings>): Errors<SiteSettings> {
  const errors: Errors<SiteSettings> = {};
  for (const field of settingsFields) {
    const error = settingsField(field, settings[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
