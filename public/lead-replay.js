// The service worker's replay of lead POSTs that failed offline (Workbox Background Sync calls
// it as its queue's onSync: scripts/lead-sync.ts; the worker loads this file with importScripts).
// The page's outbox (IndexedDB 'northstar-leads') is the one record of what still has to go:
// a copy goes only while its lead is queued there, holding the lead's Web Lock, which the page
// holds too while it sends or discards that lead (src/leads/leadLock.ts). So a lead discarded on
// the dashboard is never replayed, and a Discard waits for a replay already on its way, then sees
// it sent. Once the server has a lead, its outbox record says so and open pages hear it.
// Plain JavaScript: it runs in the worker as it is.
self.replayLeads = (function () {
  var LOCK_PREFIX = 'northstar-lead:';
  var OUTBOX_DB = 'northstar-leads';
  var OUTBOX_STORE = 'outbox';
  var CHANNEL = 'northstar-leads';

  /** The outbox, or null when the page never made one (nothing was saved there). */
  function openOutbox() {
    return new Promise(function (resolve) {
      var open = indexedDB.open(OUTBOX_DB);
      // Opening at no version creates an empty database when there is none: undo that.
      open.onupgradeneeded = function () {
        open.transaction.abort();
      };
      open.onsuccess = function () {
        var db = open.result;
        if (db.objectStoreNames.contains(OUTBOX_STORE)) resolve(db);
        else {
          db.close();
          resolve(null);
        }
      };
      open.onerror = function (event) {
        event.preventDefault();
        resolve(null);
      };
    });
  }

  function request(db, mode, call) {
    return new Promise(function (resolve, reject) {
      var tx = db.transaction(OUTBOX_STORE, mode);
      var req = call(tx.objectStore(OUTBOX_STORE));
      tx.oncomplete = function () {
        resolve(req.result);
      };
      tx.onerror = tx.onabort = function () {
        reject(tx.error);
      };
    });
  }

  /** 'dropped' (not queued in the outbox: discarded, sent or refused), 'offline' (try again later) or 'answered'. */
  async function replayOne(entry, id) {
    var db = await openOutbox();
    if (!db) return 'dropped';
    try {
      var record = await request(db, 'readonly', function (store) {
        return store.get(id);
      });
      if (!record || record.state !== 'queued') return 'dropped';
      var response;
      try {
        response = await fetch(entry.request.clone());
      } catch (e) {
        return 'offline';
      }
      // Any other answer (refused, busy) is the page's to handle from its outbox, which still has the lead.
      if (response.status === 200 || response.status === 201) {
        var sent = Object.assign({}, record, { state: 'sent', sentAt: new Date().toISOString() });
        delete sent.lastError;
        await request(db, 'readwrite', function (store) {
          return store.put(sent);
        });
        var channel = new BroadcastChannel(CHANNEL);
        channel.postMessage({ delivered: [id], worker: true });
        channel.close();
      }
      return 'answered';
    } finally {
      db.close();
    }
  }

  return async function replayLeads(options) {
    var queue = options.queue;
    var entry;
    while ((entry = await queue.shiftRequest())) {
      var body = await entry.request
        .clone()
        .json()
        .catch(function () {
          return null;
        });
      var id = body && typeof body.id === 'string' ? body.id : null;
      if (!id) continue;
      var outcome = await (self.navigator.locks
        ? self.navigator.locks.request(LOCK_PREFIX + id, function () {
            return replayOne(entry, id);
          })
        : replayOne(entry, id));
      if (outcome === 'offline') {
        await queue.unshiftRequest(entry);
        // The browser fires the sync again later.
        throw new Error('Lead replay failed: no connection');
      }
    }
  };
})();
