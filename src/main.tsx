import { FluentProvider } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { inkwellLightTheme } from './app/theme';

const container = document.getElementById('root');
if (!container) {
  // Rsbuild's HTML template always has #root; failing loudly beats a blank page.
  throw new Error('Mount point #root is missing from index.html');
}

createRoot(container).render(
  <StrictMode>
    <FluentProvider theme={inkwellLightTheme}>
      <App />
    </FluentProvider>
  </StrictMode>,
);
