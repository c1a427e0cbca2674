import { useLayoutEffect, useRef } from 'react';

/** The page's visible h1 (or its main region): where focus goes when a surface had no opener. */
export function pageHeading(): HTMLElement | null {
  const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(
    (h) => h.getClientRects().length > 0,
  );
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

const SURFACE = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * True when focus is nowhere the author chose: the body, or inside a surface
 * other than the opener's own (the one closing). `home` is the surface the
 * opener sits in (a confirmation opened from a drawer), null on the page.
 */
function focusIsLost(home: Element | null, closing: Element | null): boolean {
  const now = document.activeElement;
  if (now === null || now === document.body || !now.isConnected) return true;
  const surface = now.closest(SURFACE);
  // Another surface opened as this one closed (a refusal's dialog after a
  // confirmation's): it has focus, and taking it away would leave it hidden
  // from screen readers behind the page.
  if (surface !== null && surface !== closing && surface !== home) return false;
  return surface !== home;
}

/**
 * What opened a surface, and what may stand in for it should it be gone by
 * the time the surface closes: a menu item's menu is closed by then (its
 * trigger stays), and a button re-rendered by the state it changed is a new
 * element with the same id or the same name.
 */
interface Opener {
  readonly element: HTMLElement;
  /** The surface the opener sits in (a drawer), null on the page: a stand-in must sit there too. */
  readonly home: Element | null;
  readonly menuTrigger: HTMLElement | null;
  readonly id: string;
  readonly name: string;
}

function nameOf(element: HTMLElement): string {
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
}

function menuTriggerOf(element: HTMLElement): HTMLElement | null {
  // Fluent labels a menu list by its trigger's id.
  const labelledBy = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return labelledBy ? document.getElementById(labelledBy) : null;
}

/**
 * The last element focused outside every surface. A surface opened by a
 * click that also removes the clicked button (a bulk action, a toggle) finds
 * focus already on the body when its effects run; this remembers the button.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;

function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.closest(SURFACE) === null) lastFocused = target;
  });
}

function openerOf(focused: Element | null): Opener | null {
  const active =
    focused instanceof HTMLElement && focused !== document.body ? focused : lastFocused;
  if (active === null) return null;
  return {
    element: active,
    home: active.closest(SURFACE),
    menuTrigger: menuTriggerOf(active),
    id: active.id,
    name: nameOf(active),
  };
}

/** On the page, in the opener's surface (or none, as the opener), not disabled: focus can land there. */
function isUsable(element: HTMLElement | null, home: Element | null): boolean {
  if (!element?.isConnected || element.closest(SURFACE) !== home) return false;
  return !(element as HTMLButtonElement).disabled;
}

/** The opener, else an element standing in for it (same id, same role and name). */
export function standInFor(opener: Opener): HTMLElement | null {
  const usable = (element: HTMLElement | null) => isUsable(element, opener.home);
  if (usable(opener.element)) return opener.element;
  if (opener.menuTrigger && usable(opener.menuTrigger)) return opener.menuTrigger;
  const byId = opener.id ? document.getElementById(opener.id) : null;
  if (usable(byId)) return byId;
  if (!opener.name) return null;
  const tag = opener.element.tagName;
  const role = opener.element.getAttribute('role');
  const same = Array.from(document.querySelectorAll<HTMLElement>(tag.toLowerCase())).find(
    (candidate) =>
      candidate.getAttribute('role') === role &&
      nameOf(candidate) === opener.name &&
      usable(candidate),
  );
  return same ?? null;
}

/**
 * Gives focus back to the element that opened a drawer, dialog or guide once
 * it closes (WCAG 2.4.3): Fluent only does this for surfaces opened through
 * its own triggers, and ours open from menu items, from machines' events and
 * from buttons that the action itself removes. The opener is the element
 * focused when `open` turns true (read before the surface moves focus in);
 * when it is gone on close, a stand-in takes focus (the menu's trigger, the
 * same button re-rendered), else `fallback`, else the page's heading: never
 * the page's body. Focus the author has already moved elsewhere is left
 * alone, and a surface closed by a navigation leaves focus to the new page
 * (page-focus.tsx). A surface mounted only while open (`open` stays true)
 * restores as it unmounts.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): void {
  const opener = useRef<Opener | null>(null);
  const wasOpen = useRef(false);
  const openedOn = useRef('');
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  const giveBack = useRef(() => {
    const saved = opener.current;
    opener.current = null;
    // Closed by a navigation (a menu entry): the new page's heading takes focus (page-focus.tsx).
    if (window.location.pathname + window.location.search !== openedOn.current) return;
    const home = saved?.home ?? null;
    // The opener's surface, when it is still open, before the page behind it:
    // focus leaving an open modal drawer makes Fluent hide it from readers.
    const homeSurface = () => (home instanceof HTMLElement && home.isConnected ? home : null);
    // The closing surface, where focus still is as it closes.
    const closing = document.activeElement?.closest(SURFACE) ?? null;
    const restore = () => {
      if (!focusIsLost(home, closing)) return;
      const to =
        (saved ? standInFor(saved) : null) ??
        fallbackRef.current?.() ??
        homeSurface() ??
        pageHeading();
      to?.focus();
    };
    // Now (focus still in the closing surface) and once its exit animation
    // has unmounted it. Not cancelled on unmount: a surface may unmount as
    // it closes, and the check above leaves focus the author has moved.
    window.requestAnimationFrame(restore);
    window.setTimeout(restore, 600);
  });

  // Read while rendering the opening, before React commits it: an
  // `autoFocus` field in what opens takes focus during the commit.
  const seenOnRender = useRef<Opener | null>(null);
  if (open && !wasOpen.current && seenOnRender.current === null) {
    seenOnRender.current = openerOf(document.activeElement);
  }

  // A layout effect: it runs before the surface's own effects move focus inside.
  useLayoutEffect(() => {
    trackFocus();
    if (open && !wasOpen.current) {
      opener.current = seenOnRender.current ?? openerOf(document.activeElement);
      seenOnRender.current = null;
      openedOn.current = window.location.pathname + window.location.search;
    }
    if (!open && wasOpen.current) giveBack.current();
    wasOpen.current = open;
  }, [open]);

  useLayoutEffect(
    () => () => {
      if (wasOpen.current) giveBack.current();
    },
    [],
  );
}
