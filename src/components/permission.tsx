import type { ReactNode } from 'react';

/** Props of {@link Permission}. */
export interface PermissionProps {
  /**
   * Roles that may see the children; '*' means every role and an empty array
   * shows them to everyone. Required, and must be an array.
   */
  roles: readonly string[];
  /** The current user's role ('' when none); the app reads it from the auth actor. */
  role: string | undefined;
  children?: ReactNode;
}

/**
 * Shows its children only to the listed roles: the seed's `v-permission`
 * directive (docs/behaviour.md, Roles). Hidden content is not rendered at
 * all, as the directive removed the element from the page.
 *
 * @throws Error when `roles` is not an array: a forgotten or misspelt prop
 * would otherwise silently show (or hide) the content for everyone.
 */
export function Permission({ roles, role, children }: PermissionProps) {
  if (!Array.isArray(roles)) {
    throw new Error(
      `<Permission> needs a "roles" prop that is an array of role names, e.g. roles={['admin', 'user']} ` +
        `(use [] to show the content to everyone); got ${roles === null ? 'null' : typeof roles}.`,
    );
  }
  const allowed =
    roles.length === 0 || roles.includes('*') || (role !== undefined && roles.includes(role));
  return allowed ? children : null;
}
