import { Suspense } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { DeferHydration } from '../../ui/DeferHydration';
import { draftKey } from '../../leads/limits';

const ApplicationForm = lazyRetry(() => import('../forms/ApplicationForm').then((m) => ({ default: m.ApplicationForm })));

/**
 * Where a candidate applies: the application form for one role (`job`, whose id is sent with
 * the application) or a general one. The form is prerendered in full; its code loads and it
 * hydrates on the visitor's first input, so no page's first load pays for it. Text typed
 * before then stays in the fields, and a submit made before then is held by head.js. A draft this
 * tab kept (typed before a reload) makes it hydrate at once, so the draft shows without a tap.
 */
export function ApplySection({ job }: { job?: { id: string; title: string } }) {
  return (
    // The form carries the heading and the accessible name; this box is the #apply anchor.
    <div id="apply" className="scroll-mt-4 rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-10">
      <DeferHydration until="input" immediate={keptDraft()}>
        {/* About the form's height, so a client-side render does not shift the page much. */}
        <Suspense fallback={<div className="min-h-[34rem]" />}>
          <ApplicationForm jobSlug={job?.id} jobTitle={job?.title} />
        </Suspense>
      </DeferHydration>
    </div>
  );
}

function keptDraft(): boolean {
  try {
    return sessionStorage.getItem(draftKey('application', location.pathname)) !== null;
  } catch {
    return false; // the server render, or storage refused
  }
}
