/**
 * The login history and 'log out other devices'. A login keeps only what the
 * history shows: the coarse browser and system read from the user agent, and
 * where it came from as `local` (loopback or a private network) or the
 * address with its last part hidden. No location database is consulted.
 * A login from a browser and system the author never used before (after at
 * least one earlier login) writes a security message.
 */
import type { FastifyRequest } from 'fastify';
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { insertAccountNotice } from '../../repositories/account-notices';
import { knownDevice, recentSessions, revokeOtherSessions } from '../../repositories/sessions';

export type LoginRecord = components['schemas']['LoginRecord'];

/** What a login keeps about where it came from. */
export interface LoginClient {
  browser: string;
  os: string;
  /** `local`, a masked address (`203.0.113.*`), or '' when unknown. */
  place: string;
}

const HISTORY_SIZE = 20;
const LOCAL = 'local';

/** The browser family of a user agent; the order matters (Edge and WeChat say Chrome too). */
export function browserOf(userAgent: string): string {
  if (/MicroMessenger\//.test(userAgent)) return 'WeChat';
  if (/Edg(A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/(Firefox|FxiOS)\//.test(userAgent)) return 'Firefox';
  if (/(Chrome|Chromium|CriOS)\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'Safari';
  return 'Other';
}

/** The system family of a user agent (iOS and Android before macOS and Linux, which they mention). */
export function osOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/Linux|X11|CrOS/.test(userAgent)) return 'Linux';
  return 'Other';
}

/** True for loopback, private (RFC 1918), link-local and unique-local addresses. */
export function isLocalAddress(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  if (ip === '::1' || ip === 'localhost') return true;
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  return /^(fc|fd|fe8|fe9|fea|feb)/i.test(ip);
}

/** `local`, or the address with its last part hidden: `203.0.113.*`, `2001:db8:85a3:*`. */
export function placeOf(address: string | undefined): string {
  if (!address) return '';
  if (isLocalAddress(address)) return LOCAL;
  const ip = address.replace(/^::ffff:/i, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return `${ip.split('.').slice(0, 3).join('.')}.*`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length > 0 ? `${groups.slice(0, 3).join(':')}:*` : '';
}

/** What a login request says about its client. */
export function loginClientOf(req: Pick<FastifyRequest, 'headers' | 'ip'>): LoginClient {
  const userAgent = String(req.headers['user-agent'] ?? '');
  return { browser: browserOf(userAgent), os: osOf(userAgent), place: placeOf(req.ip) };
}

/** Writes the new-device message when this login's browser and system are new to the author. */
export async function noteNewDevice(
  app: AppContext,
  authorId: string,
  client: LoginClient,
): Promise<void> {
  const known = await knownDevice(app.db, authorId, client);
  if (!known.anyBefore || known.seen) return;
  const where = client.place === LOCAL ? '本地网络' : client.place || '未知地点';
  await insertAccountNotice(
    app.db,
    authorId,
    {
      title: '新设备登录提醒',
      subTitle: '账号安全',
      content: `你的账号刚刚在新设备上登录（${client.browser} · ${client.os}，${where}）。如果这不是你本人的操作，请立即修改密码，并在“账号信息”中退出其他设备。`,
      template: {
        key: 'new_device_login',
        // place: a masked address, `local` (LOCAL) or empty when unknown.
        params: { browser: client.browser, os: client.os, place: client.place },
      },
    },
    app.now(),
  );
}

/** The author's recent logins, newest first; `current` marks the calling session. */
export async function loginHistory(
  app: AppContext,
  author: Pick<Author, 'id' | 'credentialsGeneration'>,
  sessionId: string,
): Promise<{ list: LoginRecord[] }> {
  const now = app.now().getTime();
  const rows = await recentSessions(app.db, author.id, HISTORY_SIZE);
  return {
    list: rows.map((row) => ({
      time: row.createdAt.toISOString(),
      browser: row.browser ?? 'Other',
      os: row.os ?? 'Other',
      place:
        row.clientAddress === LOCAL
          ? { kind: 'local', address: '' }
          : row.clientAddress
            ? { kind: 'address', address: row.clientAddress }
            : { kind: 'unknown', address: '' },
      current: row.tokenHash === sessionId,
      active:
        row.revokedAt === null &&
        row.expiresAt.getTime() > now &&
        row.credentialsGeneration === author.credentialsGeneration,
    })),
  };
}

/** Ends every other session of the author; this one stays. */
export async function logoutOtherDevices(
  app: AppContext,
  authorId: string,
  sessionId: string,
): Promise<{ ended: number }> {
  const ended = await revokeOtherSessions(app.db, authorId, sessionId, 'logout_others', app.now());
  app.readCache.invalidateAuthor(authorId);
  return { ended };
}
