import { describe, expect, it } from 'vitest';
import { isServerPath } from './api-paths';

describe('isServerPath', () => {
  it('the API, uploads, beacons and probes are the server own', () => {
    for (const path of [
      '/author/chapter/info',
      '/api/user/menu',
      '/backend/admin/operation/sso/login',
      '/dev/outbox',
      '/uploads/a.png',
      '/rum',
      '/healthz',
      '/readyz',
    ]) {
      expect(isServerPath(path), path).toBe(true);
    }
  });

  it('client-side routes are the app', () => {
    for (const path of ['/', '/login', '/home', '/chapter-add', '/chapter-manage', '/devices']) {
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
