import {
  Badge,
  type BadgeProps,
  Body1,
  Caption1,
  Card,
  CardHeader,
  makeStaticStyles,
  makeStyles,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';

/** Reachability of the author API, as reported by its health endpoint. */
export type ApiStatus = 'checking' | 'ok' | 'unreachable';

const badgeColor: Record<ApiStatus, BadgeProps['color']> = {
  checking: 'informative',
  ok: 'success',
  unreachable: 'danger',
};

// The browser's default body margin would show a strip of the wrong
// background around the full-height page.
const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '480px',
  },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/**
 * Asks the server whether it is up. Any failure (network, non-2xx, unexpected
 * body) counts as unreachable: this line is for a person checking their setup,
 * not for diagnosing the server.
 */
async function fetchApiStatus(signal: AbortSignal): Promise<Exclude<ApiStatus, 'checking'>> {
  try {
    const response = await fetch('/healthz', { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return 'unreachable';
    const body: unknown = await response.json();
    const ok =
      typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'ok';
    return ok ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** Bare application shell: product name and whether the API answers. */
export function App() {
  useGlobalStyles();
  const styles = useStyles();
  const [status, setStatus] = useState<ApiStatus>('checking');

  useEffect(() => {
    const controller = new AbortController();
    void fetchApiStatus(controller.signal).then((next) => {
      // StrictMode mounts twice; the first, aborted request must not win.
      if (!controller.signal.aborted) setStatus(next);
    });
    return () => controller.abort();
  }, []);

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <CardHeader
          header={<Title3 as="h1">墨笔作家后台</Title3>}
          description={<Caption1 lang="en">Author back-office</Caption1>}
        />
        <Body1>为网络小说作者打造的创作与作品管理平台。</Body1>
        <div className={styles.status} role="status">
          <Text>API:</Text>
          <Badge appearance="filled" color={badgeColor[status]}>
            {status}
          </Badge>
        </div>
      </Card>
    </main>
  );
}
