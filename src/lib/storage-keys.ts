/**
 * Every key the SPA reads or writes in Web Storage, in one place so two
 * features never collide and a logout can find what it must forget.
 *
 * The seed's keys (`token`, `signFormData`, `arco-locale`) are kept byte for
 * byte: authors upgrading from the old back-office keep their session, their
 * half-filled sign-up forms and their language.
 */
export const STORAGE_KEYS = {
  /** localStorage: the session token sent as `x-token` (docs/behaviour.md, Session and login). */
  token: 'token',
  /** localStorage: JSON map of book id -> saved sign-up form data. */
  signFormData: 'signFormData',
  /** sessionStorage: set on unload so a reload keeps `signFormData`. */
  signFormSession: 'signFormData-session',
  /** localStorage: the chosen locale, `zh-CN` or `en-US`. */
  locale: 'arco-locale',
  /** localStorage: present once the first-visit guide was shown; removed on logout. */
  guideModalOpened: 'guide-modal-opened',
  /** localStorage: the sample mode's role, admin or user (docs/behaviour.md, Sample mode). */
  userRole: 'userRole',
  /** localStorage: JSON of the settings drawer's values. */
  appSettings: 'app-settings',
  /** sessionStorage: the open tabs of the tab bar, so a reload keeps them. */
  tabBar: 'tab-bar',
  /** localStorage: JSON map of book id -> the chapter list's order (`reading` or `newest`). */
  chapterOrder: 'chapter-order',
  /**
   * localStorage: JSON of the last user info's pen name and role, for the
   * shell of an offline start (KeptUser); removed on logout and expiry.
   */
  keptUser: 'kept-user',
} as const;

/** Name of one storage key (`'token'`, `'locale'`, ...). */
export type StorageKeyName = keyof typeof STORAGE_KEYS;
