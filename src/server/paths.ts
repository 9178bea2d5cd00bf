/**
 * The path of a request target. A target starting with '//' is a path too (new URL would read
 * '//api/leads' as the host "api"); runs of slashes count as one, as nginx's merge_slashes does.
 */
export function requestPath(target = '/'): string {
  try {
    const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
    return url.pathname.replace(/\/{2,}/g, '/');
  } catch {
    return '/__bad__';
  }
}

/** Paths the API owns: anything else is the built site. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
