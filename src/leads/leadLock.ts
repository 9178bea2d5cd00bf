/**
 * One lead is sent or discarded by one holder at a time: this page, another tab or the service
 * worker replaying what failed offline (public/lead-replay.js takes the same lock by the same name).
 * So a Discard waits for a send already on its way, then sees what became of it, and a lead
 * discarded in one place is never sent from another.
 */
export const LEAD_LOCK_PREFIX = 'northstar-lead:';

/** The BroadcastChannel on which pages (and the replaying worker) say a lead went out or changed. */
export const LEADS_CHANNEL = 'northstar-leads';

/** Runs `work` holding the lead's lock. */
export type LeadLock = <T>(id: string, work: () => Promise<T>) => Promise<T>;

/** Web Locks where the browser has them (every current one); elsewhere the work runs at once. */
export const webLeadLock: LeadLock = (id, work) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LEAD_LOCK_PREFIX + id, work) : work();
