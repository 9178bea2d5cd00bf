import { Suspense } from 'react';
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
 * The top of /dashboard/leads: the sign-in form, or the inbox once signed in. Without the session
 * marker the server is not asked (a 401 for every signed-out visit would be noise); a session
 * cookie that outlived the marker costs one more sign-in.
 */
export default function InboxSection() {
  const signedIn = useInboxSessionMarker();

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
