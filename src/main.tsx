import { FluentProvider } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppActors } from './app/actors';
import { inkwellLightTheme } from './app/theme';

const container = document.getElementById('root');
if (!container) {
  // Rsbuild's HTML template always has #root; failing loudly beats a blank page.
  throw new Error('Mount point #root is missing from index.html');
}

// Once per page, outside React: StrictMode would otherwise build them twice.
const actors = createAppActors();

createRoot(container).render(
  <StrictMode>
    <FluentProvider theme={inkwellLightTheme}>
      <App actors={actors} />
    </FluentProvider>
  </StrictMode>,
);
