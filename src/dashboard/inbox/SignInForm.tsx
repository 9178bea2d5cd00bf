import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../leads/inboxApi';
import { Button } from '../../ui/Button';
import { inboxApi, isApiError } from './api';

/** What the form says for an answer; a 429 names the wait the server asked for. */
export function signInError(error: unknown): string {
  if (!isApiError(error)) return 'Signing in failed. Try again.';
  if (error.status === 0) return 'The server could not be reached: check the connection and try again.';
  if (error.status === 401) return 'That email and password do not match an account.';
  if (error.status === 429) {
    const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
    return `Too many attempts to sign in. ${minutes ? `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` : 'Wait a few minutes, then try again.'}`;
  }
  if (error.status === 400) return Object.values(error.body?.errors ?? {})[0] ?? error.body?.error ?? 'Enter your email and password.';
  return error.body?.error ?? 'Signing in failed. Try again.';
}

/**
 * Email and password for the lead inbox. The server's answer decides (the same 401 for any wrong
 * email or password); the form only checks that both are there, and says what went wrong in one line.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The form is prerendered: what was typed before the app started is in the fields, not the state.
  useEffect(() => {
    if (emailRef.current?.value) setEmail(emailRef.current.value);
    if (passwordRef.current?.value) setPassword(passwordRef.current.value);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError('Enter your email address.');
      emailRef.current?.focus();
      return;
    }
    if (!password) {
      setError('Enter your password.');
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await inboxApi.signIn(email.trim(), password);
      setPassword('');
      await onSignedIn();
    } catch (e) {
      setError(signInError(e));
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="card max-w-md space-y-4 p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="m-0 text-lg font-semibold text-ink">
          Sign in to the lead inbox
        </h3>
        <p className="m-0 mt-1 text-sm text-slate-600">Every lead from every device, for accounts of the agency.</p>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          Email address
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          className="field"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          {...invalid}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="field-label">
          Password
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          className="field"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          {...invalid}
        />
      </div>
      <p id={errorId} role="alert" className="m-0 min-h-0 text-sm font-medium text-rose-700 empty:hidden">
        {error}
      </p>
      {/* aria-disabled while it works: disabling would drop the focus of a keyboard user. */}
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
