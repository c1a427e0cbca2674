import { Router } from 'wouter';
import { type AppActors, AppActorsProvider } from '../components/app-actors';
import { AppToaster } from '../components/app-toaster';
import { IntlProvider } from '../components/intl';
import { useGlobalStyles } from './global-styles';
import { useGuardedLocation } from './leave-guard';
import { AppRouter } from './router';
import { ScreenActorsProvider, type ScreenActorsSource } from './screen-actors';
import { AppThemeProvider } from './theme-provider';

/** Providers, the toaster and the router around the root actors and the screens' API actors. */
export function App({ actors, screens }: { actors: AppActors; screens: ScreenActorsSource }) {
  useGlobalStyles();
  return (
    <AppThemeProvider settings={actors.settings}>
      <IntlProvider>
        <AppActorsProvider actors={actors}>
          <ScreenActorsProvider source={screens}>
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
