/**
 * Logout that does not walk away from text only this device holds: when the
 * local draft store has chapters the server never got, the author is told
 * which, and may open one (the editor saves it) before logging out, or log
 * out anyway (the drafts stay on this device).
 */
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { formatDateTime } from '../../i18n/intl';
import type { LocalDraft } from '../../lib/draft-store';
import { inAppClick } from '../../lib/in-app-link';
import { localDraftHref, localDrafts } from '../../lib/local-drafts';
import { useIntl, useT } from '../intl';
import { Dialog } from '../surfaces';

const useStyles = makeStyles({
  list: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/**
 * `requestLogout` checks the local drafts first: none, and `logout` runs at
 * once; some, and `dialog` (to render) asks the author.
 */
export function useLogoutGuard(logout: () => void, navigate: (href: string) => void) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const [unsynced, setUnsynced] = useState<readonly LocalDraft[]>([]);
  const close = () => setUnsynced([]);

  const requestLogout = useCallback(() => {
    localDrafts()
      .listUnsynced()
      .then(
        (drafts) => (drafts.length > 0 ? setUnsynced(drafts) : logout()),
        // The store cannot be read: nothing can be shown, the logout goes on.
        () => logout(),
      );
  }, [logout]);

  const dialog = (
    <Dialog open={unsynced.length > 0} onOpenChange={(_, data) => (data.open ? null : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('logout.unsynced.title', { count: unsynced.length })}</DialogTitle>
          <DialogContent>
            {t('logout.unsynced.body')}
            <ul className={styles.list}>
              {unsynced.map((draft) => {
                const href = localDraftHref(draft);
                return (
                  <li key={draft.key}>
                    <Link
                      href={href}
                      onClick={inAppClick(() => {
                        close();
                        navigate(href);
                      })}
                    >
                      {t('logout.unsynced.open', {
                        title: draft.title || t('logout.unsynced.untitled'),
                      })}
                    </Link>{' '}
                    <span className={styles.meta}>
                      {t('logout.unsynced.meta', { time: formatDateTime(intl, draft.savedAt) })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              appearance="primary"
              onClick={() => {
                close();
                logout();
              }}
            >
              {t('logout.unsynced.anyway')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return { requestLogout, dialog };
}
