/**
 * An HTTP request sent from a chosen loopback address (127.0.0.x), so tests
 * can act as several clients: limits counted per client address see each
 * as its own. fetch cannot pick the source address; node:http can.
 */
import { request } from 'node:http';

export interface FromOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The source address, e.g. 127.0.0.7 (any 127.x address is loopback on Linux). */
  from: string;
}

export function requestFrom(
  url: string,
  options: FromOptions,
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'POST', headers: options.headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

let lastOctet = 1;
/** A loopback address no other caller of this module got (127.0.0.2 …, then 127.0.1.x). */
export function nextLoopbackAddress(): string {
  lastOctet += 1;
  return `127.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 2}`;
}
