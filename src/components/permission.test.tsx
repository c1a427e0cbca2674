// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Permission, type PermissionProps } from './permission';

afterEach(cleanup);

const secret = <button type="button">Apply for signing</button>;

function shows(props: Omit<PermissionProps, 'children'>): boolean {
  const { unmount } = render(<Permission {...props}>{secret}</Permission>);
  const found = screen.queryByRole('button', { name: 'Apply for signing' }) !== null;
  unmount();
  return found;
}

describe('<Permission>', () => {
  it('shows the children to a listed role', () => {
    expect(shows({ roles: ['admin', 'user'], role: 'user' })).toBe(true);
    expect(shows({ roles: ['is_sign'], role: 'is_sign' })).toBe(true);
  });

  it('removes the children for a role not in the list', () => {
    expect(shows({ roles: ['is_sign'], role: '' })).toBe(false);
    expect(shows({ roles: ['admin'], role: 'user' })).toBe(false);
    expect(shows({ roles: ['admin'], role: undefined })).toBe(false);
  });

  it('shows the children to everyone for an empty list', () => {
    expect(shows({ roles: [], role: '' })).toBe(true);
    expect(shows({ roles: [], role: undefined })).toBe(true);
  });

  it("shows the children to every role for '*'", () => {
    expect(shows({ roles: ['*'], role: '' })).toBe(true);
    expect(shows({ roles: ['*'], role: 'user' })).toBe(true);
  });

  // Roles come from the auth actor as variables, as here; Biome's ARIA rule
  // would misread a literal role="..." on a component as an ARIA role.
  const signed = 'is_sign';
  const none = '';
  const admin = 'admin';

  it('follows a change of role', () => {
    const { rerender } = render(
      <Permission roles={['is_sign']} role={none}>
        {secret}
      </Permission>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Permission roles={['is_sign']} role={signed}>
        {secret}
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Apply for signing' })).toBeTruthy();
  });

  it.each([undefined, null, 'admin', { 0: 'admin' }])(
    'throws a clear error for roles=%o',
    (roles) => {
      // React logs errors thrown while rendering; keep the output clean.
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() =>
        render(
          <Permission roles={roles as unknown as string[]} role={admin}>
            {secret}
          </Permission>,
        ),
      ).toThrow(/<Permission> needs a "roles" prop that is an array/);
      log.mockRestore();
    },
  );
});
