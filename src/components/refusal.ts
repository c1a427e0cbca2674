import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { refusedForSignature } from '../lib/permission';
import { selectRole } from '../machines/auth/auth.machine';
import { useAppActors } from './app-actors';

// Apart from the not-found page's chunk: the shell's breadcrumb and the
// window title read these on every page.

/**
 * True on the not-found route when the route it refused needs only a signed
 * book the author lacks (`?refused=Income`): the page, its breadcrumb and the
 * window title then say so instead of calling the page missing.
 */
export function useRefusedForSignature(): boolean {
  const refused = new URLSearchParams(useSearch()).get('refused');
  const role = useSelector(useAppActors().auth, selectRole);
  return refusedForSignature(refused, role);
}

/** The not-found route's title: 'page not found', or 'open once signed' (above). */
export function useNotFoundTitleId(): string {
  return useRefusedForSignature() ? 'notFound.signing.title' : 'menu.notFound';
}
