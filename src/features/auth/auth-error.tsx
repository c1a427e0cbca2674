import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import {
  selectAuthError,
  selectCodeAttemptsLeft,
  selectCodeCooldown,
} from '../../machines/auth/auth.machine';

/** The auth machine's error, translated, above the login and sign-up forms. */
export function AuthError() {
  const t = useT();
  const { auth } = useAppActors();
  const error = useSelector(auth, selectAuthError);
  const attemptsLeft = useSelector(auth, selectCodeAttemptsLeft);
  const cooldown = useSelector(auth, selectCodeCooldown);
  if (!error) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {t(error, { attemptsLeft: attemptsLeft ?? 0, seconds: cooldown })}
      </MessageBarBody>
    </MessageBar>
  );
}
