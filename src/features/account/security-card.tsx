import {
  Body1,
  Button,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Subtitle2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import { Dialog } from '../../components/surfaces';
import type { AccountUser } from '../../machines/common/account';
import { type passwordMachine, selectPasswordDone } from '../../machines/password/password.machine';
import { useAccountStyles } from './account-styles';
import { PasswordForm } from './password-form';

/** Props of {@link SecurityCard}. */
export interface SecurityCardProps {
  readonly user: AccountUser;
  /**
   * The dialog's content while open: the screen builds a fresh password
   * machine each time and hands it to {@link PasswordDialogBody}.
   */
  readonly renderDialog: (close: () => void) => ReactNode;
  /** The change-phone dialog's content while open (a fresh phone-change machine each time). */
  readonly renderPhoneDialog?: (close: () => void) => ReactNode;
}

/** The login password (set, for SMS-registered authors, or change) and the bound phone. */
export function SecurityCard({ user, renderDialog, renderPhoneDialog }: SecurityCardProps) {
  const styles = useAccountStyles();
  const t = useT();
  // The title is the one of the action opened: saving a first password
  // turns 'Set' into 'Change' on the card, not in the open dialog.
  const action = user.has_password ? 'account.password.change' : 'account.password.set';
  const [openedAs, setOpenedAs] = useState<string | null>(null);
  const close = () => setOpenedAs(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  return (
    <Surface className={styles.card}>
      <SurfaceHeader header={<Subtitle2 as="h2">{t('account.security.title')}</Subtitle2>} />
      <div className={styles.securityRow}>
        <div>
          <Body1 as="p" block>
            <strong>{t('account.security.password')}</strong>
          </Body1>
          <Body1 as="p" block className={styles.muted}>
            {t(user.has_password ? 'account.security.passwordSet' : 'account.security.noPassword')}
          </Body1>
        </div>
        <Button
          appearance={user.has_password ? 'secondary' : 'primary'}
          onClick={() => setOpenedAs(action)}
        >
          {t(action)}
        </Button>
      </div>
      {renderPhoneDialog ? (
        <div className={styles.securityRow}>
          <div>
            <Body1 as="p" block>
              <strong>{t('account.phone.title')}</strong>
            </Body1>
            <Body1 as="p" block className={styles.muted}>
              {t('account.phone.current', { phone: user.phone })}
            </Body1>
          </div>
          <Button onClick={() => setPhoneOpen(true)}>{t('account.phone.change')}</Button>
        </div>
      ) : null}
      {renderPhoneDialog ? (
        <Dialog open={phoneOpen} onOpenChange={(_, data) => setPhoneOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('account.phone.change')}</DialogTitle>
              <DialogContent>
                {phoneOpen ? renderPhoneDialog(() => setPhoneOpen(false)) : null}
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
      <Dialog open={openedAs !== null} onOpenChange={(_, data) => (data.open ? null : close())}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t(openedAs ?? action)}</DialogTitle>
            <DialogContent>{openedAs ? renderDialog(close) : null}</DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Surface>
  );
}

/** Props of {@link PasswordDialogBody}. */
export interface PasswordDialogBodyProps {
  readonly password: ActorRefFrom<typeof passwordMachine>;
  readonly maskedPhone: string;
  readonly onClose: () => void;
}

/** The form, then what happened: saved, and every other device logged out. */
export function PasswordDialogBody({ password, maskedPhone, onClose }: PasswordDialogBodyProps) {
  const styles = useAccountStyles();
  const t = useT();
  const done = useSelector(password, selectPasswordDone);
  if (done) {
    return (
      <div className={styles.form}>
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{t('account.password.saved')}</MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <PasswordForm
      password={password}
      maskedPhone={maskedPhone}
      secondary={<Button onClick={onClose}>{t('common.cancel')}</Button>}
    />
  );
}
