/**
 * Persistent storage: without it the browser may evict the precache and the dashboard's data
 * when space runs low. Asked for when the app is installed or the visitor makes it available offline.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export interface StorageSummary {
  usage: number;
  quota: number;
  persisted: boolean;
}

export async function storageSummary(): Promise<StorageSummary | null> {
  const storage = navigator.storage;
  if (!storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? false]);
  return { usage, quota, persisted };
}

/** 1536 -> "1.5 KB", in the units people read on their devices (1 KB = 1000 bytes). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
