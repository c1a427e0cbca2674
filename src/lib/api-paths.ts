/**
 * The paths the server answers itself (the API, uploads, beacons, health),
 * as opposed to the SPA's client-side routes. Read by the server (never
 * answer these with index.html) and by the service worker (never answer
 * these from a cache: they carry personal data and must be fresh).
 */

/** Path prefixes of the API and of what the server stores (uploads, web-vitals). */
export const API_PREFIXES = ['/author/', '/api/', '/backend/', '/dev/', '/uploads/', '/rum'];

/** The load balancer's probes: answers about this process, never about a cache. */
const HEALTH_PATHS = ['/healthz', '/readyz'];

/** True for a path the server answers itself rather than the SPA. */
export function isServerPath(pathname: string): boolean {
  return (
    API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || HEALTH_PATHS.includes(pathname)
  );
}
