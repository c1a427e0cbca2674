/**
 * Who may reach the development helpers (GET /dev/outbox with live SMS
 * codes, POST /dev/certification/decide): a loopback peer is not enough. A
 * page of any site can point its own DNS name at 127.0.0.1 (DNS rebinding)
 * and then read the outbox as same-origin from the developer's browser; the
 * socket's peer is loopback then, but the Host header still carries the
 * page's name. So both must be loopback: the peer, and the Host named.
 */

/** The socket's own peer address (never a forwarded one) is this machine. */
export function isLoopbackPeer(address: string | undefined): boolean {
  return (
    address !== undefined &&
    (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'))
  );
}

/** The names of this machine a browser on it sends as Host for a local server. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A Host header: a name or address, and an optional port (digits only). */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::[0-9]{1,5})?$/i;

/** True when the Host header names this machine: localhost, 127.0.0.1 or [::1], any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = HOST_PATTERN.exec(host);
  return match !== null && LOOPBACK_HOSTS.has(match[1]!.toLowerCase());
}
