/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** API origin when the SPA is served apart from the API; '' or unset means same origin. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** '1' opens the Stately inspector on every page load (developers). */
  readonly PUBLIC_INSPECT?: string;
  /** Where web-vitals figures are sent; unset means not collected. */
  readonly PUBLIC_RUM_URL?: string;
  /** '1' builds the template's sample mode (admin / user accounts, role switch). */
  readonly PUBLIC_SAMPLE_MODE?: string;
}
