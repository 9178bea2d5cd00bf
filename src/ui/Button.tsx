import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';

// Variants are data: one place to change how every button looks.
export const buttonVariants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  inverse: 'btn-inverse',
} as const;
export type ButtonVariant = keyof typeof buttonVariants;

interface Common {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
}

const classes = ({ variant = 'primary', size = 'md' }: Common, extra?: string) =>
  cx(buttonVariants[variant], size === 'sm' && 'btn-sm', extra);

/** A real <button>; defaults to type="button" so it never submits by accident. */
export function Button({ variant, size, className, type = 'button', ...rest }: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, size }, className)} {...rest} />;
}

/** A link styled as a button; internal paths use client-side navigation. */
export function ButtonLink({ variant, size, className, href, ...rest }: Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const cls = classes({ variant, size }, className);
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link href={href} className={cls} {...rest} />
  ) : (
    <a href={href} className={cls} {...rest} />
  );
}
