import { makeStaticStyles } from '@fluentui/react-components';
import { Router } from 'wouter';
import { type AppActors, AppActorsProvider } from '../components/app-actors';
import { AppToaster } from '../components/app-toaster';
import { IntlProvider } from '../components/intl';
import { useGuardedLocation } from './leave-guard';
import { AppRouter } from './router';
import { type ScreenActors, ScreenActorsProvider } from './screen-actors';
import { AppThemeProvider } from './theme-provider';

// The browser's default body margin would show a strip around the full-height
// layout; nprogress's bar takes the brand colour.
const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  '#nprogress .bar': { background: '#165DFF' },
});

/** Providers, the toaster and the router around the root actors and the screens' API actors. */
export function App({ actors, screens }: { actors: AppActors; screens: ScreenActors }) {
  useGlobalStyles();
  return (
    <AppThemeProvider settings={actors.settings}>
      <IntlProvider>
        <AppActorsProvider actors={actors}>
          <ScreenActorsProvider actors={screens}>
            <AppToaster />
            <Router hook={useGuardedLocation}>
              <AppRouter />
            </Router>
          </ScreenActorsProvider>
        </AppActorsProvider>
      </IntlProvider>
    </AppThemeProvider>
  );
}
