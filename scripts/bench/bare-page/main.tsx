/**
 * The yardstick of `npm run bench:web`: the least a React 19 + Fluent UI v9
 * page can be (one FluentProvider, one Button, an h1), built and served the
 * way the app is. The app's cold-load figures are reported as ratios to it.
 */
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <FluentProvider theme={webLightTheme}>
    <main>
      <h1>墨笔作家后台</h1>
      <Button appearance="primary">登录</Button>
    </main>
  </FluentProvider>,
);
