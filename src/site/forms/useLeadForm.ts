import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { leadFormCopy } from '../../content/leadForms';
import { draftKey, HONEYPOT_FIELD, type LeadKind } from '../../leads/limits';
import { tabKeepsDrafts } from '../../lib/keptDrafts';
import { isLoadFailure } from '../../lib/cachedLoad';
import type { FieldErrors, LeadFields } from '../../leads/validation';
import { showToast } from '../../ui/toast';
import { useHeldSubmit } from '../../ui/useHeldSubmit';
import { useHydrated } from '../../ui/useHydrated';
import { useUnsavedInput } from '../../ui/useUnsavedInput';

export type StatusTone = 'progress' | 'sent' | 'saved' | 'error';
export interface FormStatus {
  tone: StatusTone;
  text: string;
}

// The outbox code (IndexedDB, delivery) loads with the first focus or submit, never with the page.
let leadClient: typeof import('../../leads/client') | undefined;
const loadClient = () => import('../../leads/client').then((loaded) => (leadClient = loaded));

/** Text the visitor typed into a form (the honeypot and hidden fields do not count). */
function hasInput(form: HTMLFormElement | null): boolean {
  return !!form && [...form.elements].some((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.type !== 'hidden' && el.name !== HONEYPOT_FIELD && el.value.trim());
}

export interface LeadFormOptions {
  /** The in-place message once the server has the lead. */
  sentText: string;
  /** Runs with the raw values of a valid submit (SPEC: the contact values go to the console). */
  onValues?: (values: Record<string, string>) => void;
}

/**
 * One submit flow for every lead form: validate (the same rules as the server), save on the
 * device, send, and say honestly which of those happened. The inputs stay uncontrolled, so
 * text typed into the prerendered form before the app started is kept as it is.
 */
export function useLeadForm(kind: LeadKind, { sentText, onValues }: LeadFormOptions) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [pending, setPending] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [outboxReady, setOutboxReady] = useState(false);
  useUnsavedInput(dirty);

  // The outbox code loads with the form's first focus (so it is here even if the connection drops
  // mid-typing); once here it keeps what the form holds as this tab's draft.
  // Its page is taken now: a link followed before the code arrived must not file the draft under the next page.
  const startOutbox = useCallback((form: HTMLFormElement) => {
    const path = location.pathname;
    void loadClient().then((loaded) => {
      setOutboxReady(true);
      loaded.keepFirst(form, path);
    }, () => undefined);
  }, []);

  // Text typed before hydration is already in the DOM: count it as unsaved input. Empty fields
  // get the draft this tab kept of the form (only drafts use sessionStorage: src/leads/client.ts).
  // A field focused before the app ran had its focus event already: start the outbox here instead.
  useEffect(() => {
    const form = formRef.current!;
    setDirty(hasInput(form));
    const kept = tabKeepsDrafts();
    const early = form.contains(document.activeElement) || hasInput(form);
    if (kept || early)
      void loadClient().then((client) => {
        client.restoreKeptDraft(form);
        setDirty(hasInput(form));
        if (early) startOutbox(form);
      }, () => undefined);
  }, [startOutbox]);

  const onFocus = useCallback((event: FocusEvent<HTMLFormElement>) => startOutbox(event.currentTarget), [startOutbox]);

  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    setDirty(hasInput(formRef.current));
    // Kept at once when the client is here; else it loads (focus came before the app) and keeps it then.
    if (leadClient) leadClient.keepDraft(event.currentTarget);
    else startOutbox(event.currentTarget);
    const name = (event.target as HTMLInputElement).name;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, [startOutbox]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        const client = await loadClient();
        const values = client.readValues(form);
        const check = client.validateLeadFields(kind, values);
        if (Object.keys(check.errors).length > 0) {
          setErrors(check.errors);
          setStatus({ tone: 'error', text: check.errors.website ?? client.leadStatusCopy.fixFields });
          client.focusFirstError(form, check.errors);
          return;
        }
        onValues?.(values);
        setErrors({});
        setStatus({ tone: 'progress', text: leadFormCopy.sending });
        const sent: FormStatus = { tone: 'sent', text: `Sent. ${sentText}` };
        let shown: FormStatus | undefined;
        // Saved on the device: the line says "Sent" once the outbox delivers it, unless it has moved on.
        // Refused later instead: the line says so (the client gives the words).
        const result = await client.submitLead(kind, check.fields as LeadFields, (later: FormStatus = sent) => setStatus((current) => (current === shown ? later : current)), form);
        if (result.state === 'sent' || result.state === 'queued') {
          // Sent or safely on the device: the form has done its job and can be emptied.
          form.reset();
          client.dropDraft(form);
          setDirty(false);
          const saved = result.state === 'queued';
          // Queued while online means the server, not the connection, was the trouble: say which.
          const savedText = navigator.onLine ? client.leadStatusCopy.savedServerDown : client.leadStatusCopy.saved;
          setStatus((shown = saved ? { tone: 'saved', text: savedText } : sent));
          void showToast(saved ? client.leadStatusCopy.savedToast : client.leadStatusCopy.sentToast, { description: saved ? savedText : sentText });
        } else if (result.state === 'refused') {
          setErrors(result.errors);
          const reasons = Object.values(result.errors).join(' ');
          setStatus({ tone: 'error', text: `${client.leadStatusCopy.refused} ${reasons}` });
          void showToast(client.leadStatusCopy.refused, { description: reasons });
          client.focusFirstError(form, result.errors);
        } else {
          setStatus({ tone: 'error', text: client.leadStatusCopy.failed });
          void showToast(client.leadStatusCopy.failed);
        }
      } catch (error) {
        // The outbox code could not load (offline before it was ever cached). A browser may keep that
        // failure until the page is loaded again (Chromium does), so what was typed is kept for the reload
        // as the client's drafts keep it (src/leads/formFields.ts), and the text stays in the form.
        const noCode = isLoadFailure(error);
        if (noCode)
          try {
            sessionStorage.setItem(draftKey(kind, location.pathname), JSON.stringify(Object.fromEntries(new FormData(form))));
          } catch {
            // No storage: the browser's leave prompt still guards the text.
          }
        // Without its code the form cannot say more than that the code is missing.
        setStatus({ tone: 'error', text: !noCode && leadClient ? leadClient.leadStatusCopy.failed : leadFormCopy.noCode });
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [kind, onValues, sentText],
  );

  // A submit made before hydration was held by head.js: send it now.
  const ready = useHydrated();
  useHeldSubmit(formRef, ready);

  /** Spread on the <form>: handlers, and the attributes head.js and tests read. */
  const formProps = {
    ref: formRef,
    onSubmit,
    onInput,
    onFocus,
    noValidate: true,
    'data-app-form': kind, // head.js holds an early submit (useHeldSubmit); the client keys its draft by it
    'data-ready': ready ? 'true' : undefined,
    'data-outbox': outboxReady ? 'ready' : undefined,
  };

  return { id, formRef, formProps, errors, status, pending };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
