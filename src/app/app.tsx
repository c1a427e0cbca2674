import { makeStaticStyles } from '@fluentui/react-components';
import { Router } from 'wouter';
import { type AppActors, AppActorsProvider } from '../components/app-actors';
import { AppToaster } from '../components/app-toaster';
import { IntlProvider } from '../components/intl';
import { useGuardedLocation } from './leave-guard';
import { AppRouter } from './router';

// The browser's default body margin would show a strip around the full-height
// layout; nprogress's bar takes the brand colour.
const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  '#nprogress .bar': { background: '#165DFF' },
});

/** Providers, the toaster and the router around the root actors. */
export function App({ actors }: { actors: AppActors }) {
  useGlobalStyles();
  return (
    <IntlProvider>
      <AppActorsProvider actors={actors}>
        <AppToaster />
        <Router hook={useGuardedLocation}>
          <AppRouter />
        </Router>
      </AppActorsProvider>
    </IntlProvider>
  );
}
