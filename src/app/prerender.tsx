/**
 * The login page as static HTML and CSS, rendered at build time
 * (scripts/lib/prerender.ts) so the server can answer /login with the page
 * already drawn: the browser paints it from the HTML and one stylesheet,
 * before any script has run, and the app replaces it when it boots.
 *
 * It renders the real LoginPage in the default language and light theme,
 * inside the same providers the app puts around it, so the app's first
 * render lays out the same boxes and the swap is not seen.
 */
import {
  createCSSRuleFromTheme,
  createDOMRenderer,
  FluentProvider,
  RendererProvider,
  renderToStyleElements,
  SSRProvider,
} from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { createMemoryTokenStore } from '../api/token-store';
import { type AppActors, AppActorsProvider } from '../components/app-actors';
import { IntlProvider } from '../components/intl';
import { createToastBridge } from '../components/toast-bridge';
import { LoginPage } from '../features/auth/login-page';
import { type Catalogue, provideCatalogue } from '../i18n/catalogues';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { authMachine } from '../machines/auth/auth.machine';
import { useGlobalStyles } from './global-styles';
import { inkwellDarkTheme, inkwellLightTheme } from './theme';

/** The page's markup (for inside #root) and the CSS it needs, in cascade order. */
export interface Prerendered {
  html: string;
  css: string;
}

function GlobalStyles() {
  useGlobalStyles();
  return null;
}

/** Griffel's <style> elements as one stylesheet: media buckets become @media blocks. */
function stylesheetOf(styleElements: string): string {
  const blocks = [...styleElements.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
  return blocks
    .map(([, attributes = '', rules = '']) => {
      const media = /\bmedia="([^"]*)"/.exec(attributes)?.[1];
      return media ? `@media ${media}{${rules}}` : rules;
    })
    .join('\n');
}

/**
 * Renders the login page. `texts` is the default language's core catalogue
 * (the build reads it as plain messages; the browser's copy is precompiled).
 */
export function prerenderLogin(texts: Catalogue): Prerendered {
  provideCatalogue(DEFAULT_LOCALE, texts);
  const renderer = createDOMRenderer();
  // Only what the login page reads: its auth actor (never started, so it
  // sends nothing) and the toast bridge.
  const auth = createActor(authMachine, { input: { tokens: createMemoryTokenStore() } });
  const actors = { auth, toast: createToastBridge() } as Pick<AppActors, 'auth' | 'toast'>;
  const body = renderToString(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <FluentProvider theme={inkwellLightTheme}>
          <GlobalStyles />
          <IntlProvider>
            <AppActorsProvider actors={actors as AppActors}>
              <Router ssrPath="/login">
                {/* The app offers 'Forgot password' from here too; its form is never drawn here. */}
                <LoginPage forgotPassword={() => null} />
              </Router>
            </AppActorsProvider>
          </IntlProvider>
        </FluentProvider>
      </SSRProvider>
    </RendererProvider>,
  );
  // The provider writes its theme variables as an inline <style>, which the
  // Content-Security-Policy refuses: they move into the stylesheet.
  const inline = [...body.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((match) => match[0]);
  const html = inline.reduce((markup, element) => markup.replace(element, ''), body);
  // A device set to dark gets the dark theme's colours at once, as the app
  // will draw it (until the author picks a theme, the app follows the device).
  const provider = /class="fui-FluentProvider (fui-FluentProvider\S+)/.exec(html)?.[1];
  if (!provider) throw new Error('prerender: no FluentProvider in the login page markup');
  const dark = createCSSRuleFromTheme(`.${provider}`, inkwellDarkTheme);
  const css = [
    stylesheetOf(renderToStaticMarkup(renderToStyleElements(renderer))),
    stylesheetOf(inline.join('')),
    `@media (prefers-color-scheme: dark){:root{color-scheme:dark}${dark}}`,
  ].join('\n');
  return { html, css };
}
