/**
 * Route screens of the account area: each creates its machine with the
 * account API actors (src/api/actors/account.ts) and hands the actor to the
 * feature page; the forgotten-password form for the login page too.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../components/app-actors';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { AccountEditPage } from '../../features/account/account-edit-page';
import { AccountInfoPage } from '../../features/account/account-info-page';
import { CertificationCard } from '../../features/account/certification-card';
import { DataExportCard } from '../../features/account/data-export-card';
import { ForgotPassword } from '../../features/account/forgot-password';
import { LoginHistoryCard } from '../../features/account/login-history-card';
import { PhoneChangeForm } from '../../features/account/phone-change-form';
import { PasswordDialogBody, SecurityCard } from '../../features/account/security-card';
import { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import {
  accountInfoMachine,
  selectAccountUser,
} from '../../machines/account-info/account-info.machine';
import { accountSessionsMachine } from '../../machines/account-sessions/account-sessions.machine';
import { bookExportMachine } from '../../machines/book-export/book-export.machine';
import { certificationMachine } from '../../machines/certification/certification.machine';
import type { AccountUser } from '../../machines/common/account';
import { passwordMachine, selectPasswordDone } from '../../machines/password/password.machine';
import { phoneChangeMachine } from '../../machines/phone-change/phone-change.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';

/** AccountInfo (/account-info). */
export function AccountInfoScreen() {
  const { account, exports: exportActors } = useScreenActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const info = useScreenActor(
    accountInfoMachine.provide({
      actors: {
        fetchAccount: account.fetchAccount,
        sendSensitiveCode: account.sendSensitiveCode,
        revealSensitive: account.revealSensitive,
      },
    }),
  );
  const user = useSelector(info, selectAccountUser);
  useRefreshWhenShownAgain(() => info.send({ type: 'accountInfo.refresh' }));
  // Leaving the page masks the data again: a kept tab that is hidden runs
  // this cleanup too (its effects disconnect), not only a closed one.
  useEffect(() => () => info.send({ type: 'accountInfo.hide' }), [info]);

  const certification = useScreenActor(
    certificationMachine.provide({
      actors: {
        fetchCertification: account.fetchCertification,
        submitCertification: account.submitCertification,
        withdrawCertification: account.withdrawCertification,
      },
    }),
    { input: {} },
  );
  const sessions = useScreenActor(
    accountSessionsMachine.provide({
      actors: {
        fetchLoginHistory: account.fetchLoginHistory,
        logoutOthers: account.logoutOthers,
      },
    }),
  );
  useRefreshWhenShownAgain(() => {
    certification.send({ type: 'certification.refresh' });
    sessions.send({ type: 'sessions.refresh' });
  });

  const exporter = useScreenActor(bookExportMachine.provide({ actors: exportActors }), {
    input: { bookId: null },
  });
  // `?export=1` (the account menu, a finished export's message) opens the
  // dialog once; without the flag a later link opens it again.
  const openExport = new URLSearchParams(search).get('export') === '1';
  const onExportOpened = useCallback(
    () => navigate('/account-info', { replace: true }),
    [navigate],
  );

  const security = user ? (
    <>
      <SecurityCard
        user={user}
        renderDialog={(close) => (
          <PasswordDialog
            user={user}
            onClose={close}
            onDone={() => info.send({ type: 'accountInfo.refresh' })}
          />
        )}
        renderPhoneDialog={(close) => <PhoneDialog maskedPhone={user.phone} onClose={close} />}
      />
      <CertificationCard certification={certification} />
      <LoginHistoryCard sessions={sessions} />
      <DataExportCard exporter={exporter} openExport={openExport} onExportOpened={onExportOpened} />
    </>
  ) : null;
  return <AccountInfoPage info={info} security={security} onNavigate={navigate} />;
}

/** The set / change password dialog's machine: a fresh one each time it opens. */
function PasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: AccountUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const { account } = useScreenActors();
  const { auth } = useAppActors();
  const password = useScreenActor(
    passwordMachine.provide({
      actors: {
        sendPasswordCode: account.sendPasswordCode,
        savePassword: account.savePassword,
      },
    }),
    {
      // The phone comes masked: the server checks the password against it.
      input: { mode: user.has_password ? 'change' : 'set', owner: { penName: user.pen_name } },
    },
  );
  const done = useSelector(password, selectPasswordDone);
  useEffect(() => {
    if (!done) return;
    onDone();
    auth.send({ type: 'auth.fetchUser' });
  }, [done, onDone, auth]);
  return <PasswordDialogBody password={password} maskedPhone={user.phone} onClose={onClose} />;
}

/** The change-phone dialog's machine: a fresh one each time it opens. */
function PhoneDialog({ maskedPhone, onClose }: { maskedPhone: string; onClose: () => void }) {
  const { account } = useScreenActors();
  const { auth } = useAppActors();
  const phone = useScreenActor(
    phoneChangeMachine.provide({
      actors: {
        sendOldPhoneCode: account.sendOldPhoneCode,
        sendNewPhoneCode: account.sendNewPhoneCode,
        changePhone: account.changePhone,
      },
    }),
  );
  return (
    <PhoneChangeForm
      phone={phone}
      maskedPhone={maskedPhone}
      onClose={onClose}
      // Every session ended with the change: log out here too, to the login page.
      onDone={() => auth.send({ type: 'auth.logout' })}
    />
  );
}

/** AccountEdit (/account-edit). */
export function AccountEditScreen() {
  const { account } = useScreenActors();
  const { auth } = useAppActors();
  const [, navigate] = useLocation();
  const edit = useScreenActor(
    accountEditMachine.provide({
      actors: {
        fetchAccount: account.fetchAccount,
        updateProfile: account.updateProfile,
        uploadAvatar: account.uploadAvatar,
      },
      // The navbar shows the pen name and avatar from the shell's copy.
      actions: { announceSaved: () => auth.send({ type: 'auth.fetchUser' }) },
    }),
  );
  // A failed load tries again when the page is shown again; a loaded form
  // is not reloaded under the author's unsaved edits.
  useRefreshWhenShownAgain(() => edit.send({ type: 'accountEdit.refresh' }));
  return <AccountEditPage edit={edit} onNavigate={navigate} />;
}

/** 'Forgot password' on the login page (no session). */
export function ForgotPasswordScreen({ onBack }: { onBack: () => void }) {
  const { passwordReset } = useScreenActors();
  const password = useScreenActor(passwordMachine.provide({ actors: passwordReset }), {
    input: { mode: 'reset' },
  });
  return <ForgotPassword password={password} onBack={onBack} />;
}
