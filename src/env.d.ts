/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** API origin when the SPA is served apart from the API; '' or unset means same origin. */
  readonly PUBLIC_API_BASE_URL?: string;
}
