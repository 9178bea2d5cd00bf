import { Suspense, useEffect } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { inboxApi } from './api';
import { setInboxSession } from './marker';
import { SignInForm } from './SignInForm';
import { useInboxSessionMarker } from './useInboxSession';

// TanStack Query and the inbox screens load only once there is a session, with the persisted cache restored.
const SignedInInbox = lazyRetry(() =>
  import('./SignedInInbox').then(async (m) => {
    await m.restored;
    return m;
  }),
);

/**
 * The top of /dashboard/leads: the sign-in form, or the inbox once signed in. A browser without
 * the session marker asks the server once (a session cookie may outlive the marker).
 */
export default function InboxSection() {
  const signedIn = useInboxSessionMarker();

  useEffect(() => {
    if (signedIn) return;
    let live = true;
    // 401 (or offline): the form stays.
    inboxApi
      .session()
      .then(() => live && setInboxSession(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (signedIn) {
    return (
      <Suspense fallback={<p className="m-0 mb-10 text-slate-600">Opening the lead inbox…</p>}>
        <SignedInInbox />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby="inbox-title" className="mb-10">
      <h2 id="inbox-title" className="m-0 mb-4 text-2xl font-bold tracking-tight text-ink">
        Lead inbox
      </h2>
      <SignInForm
        onSignedIn={async () => {
          await inboxApi.session();
          setInboxSession(true);
        }}
      />
    </section>
  );
}
