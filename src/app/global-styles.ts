import { makeStaticStyles } from '@fluentui/react-components';

/**
 * The page's own rules: the browser's default body margin would show a strip
 * around the full-height layout; nprogress's bar takes the brand colour.
 * The app and the prerendered login page (./prerender.tsx) both apply them.
 */
export const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  '#nprogress .bar': { background: '#165DFF' },
});
