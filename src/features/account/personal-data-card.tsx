import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
} from '@fluentui/react-components';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import { useReturnFocus } from '../../components/use-return-focus';
import {
  type accountInfoMachine,
  selectAskingCode,
  selectRevealBusy,
  selectRevealCode,
  selectRevealCodeError,
  selectRevealed,
} from '../../machines/account-info/account-info.machine';
import type { AccountUser } from '../../machines/common/account';
import { useAccountStyles } from './account-styles';
import { InfoRow } from './info-row';

/**
 * Phone, contact phone, email, real name and ID number as the server masked
 * them; 'Show' asks for an SMS code and shows them in clear for a minute
 * (the machine masks them again, and on leaving the page).
 */
export function PersonalDataCard({
  info,
  user,
}: {
  info: ActorRefFrom<typeof accountInfoMachine>;
  user: AccountUser;
}) {
  const styles = useAccountStyles();
  const t = useT();
  const revealed = useSelector(info, selectRevealed);
  const asking = useSelector(info, selectAskingCode);
  const shown = revealed ?? user;
  const empty = <span className={styles.muted}>{t('account.info.empty')}</span>;
  const value = (text: string) => (text ? text : empty);
  // Show and Hide are one control to the author: one id, so focus leaving the
  // code prompt (verified or cancelled) lands on whichever is on screen.
  const toggleId = useId();
  useReturnFocus(asking);

  const toggle = revealed ? (
    <Button
      id={toggleId}
      icon={<EyeOff20Regular />}
      onClick={() => info.send({ type: 'accountInfo.hide' })}
    >
      {t('account.reveal.hide')}
    </Button>
  ) : asking ? null : (
    <Button
      id={toggleId}
      icon={<Eye20Regular />}
      onClick={() => info.send({ type: 'accountInfo.show' })}
    >
      {t('account.reveal.show')}
    </Button>
  );

  return (
    <Surface className={styles.card} aria-label={t('account.info.personal')}>
      <SurfaceHeader
        header={<Subtitle2 as="h2">{t('account.info.personal')}</Subtitle2>}
        action={toggle}
      />
      <Body1 className={styles.muted}>
        {t(revealed ? 'account.reveal.shownFor' : 'account.reveal.maskedHint')}
      </Body1>
      {asking ? <CodePrompt info={info} phone={user.phone} /> : null}
      <dl className={styles.fields} data-revealed={revealed ? 'true' : 'false'}>
        <InfoRow label={t('account.field.phone')}>{value(shown.phone)}</InfoRow>
        <InfoRow label={t('account.field.homePhone')}>{value(shown.home_phone)}</InfoRow>
        <InfoRow label={t('account.field.email')}>{value(shown.email)}</InfoRow>
        <InfoRow label={t('account.field.realName')}>{value(shown.real_name)}</InfoRow>
        <InfoRow label={t('account.field.idCard')}>{value(shown.id_card)}</InfoRow>
      </dl>
    </Surface>
  );
}

function CodePrompt({
  info,
  phone,
}: {
  info: ActorRefFrom<typeof accountInfoMachine>;
  phone: string;
}) {
  const styles = useAccountStyles();
  const t = useT();
  const code = useSelector(info, selectRevealCode);
  const error = useSelector(info, selectRevealCodeError);
  const busy = useSelector(info, selectRevealBusy);
  // Show removed itself: the prompt takes focus, where the author types next.
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    info.send({ type: 'accountInfo.verify' });
  };
  return (
    <form className={styles.revealPanel} onSubmit={submit} noValidate>
      <Body1>{t('account.reveal.codeSent', { phone })}</Body1>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(error.messageId, error.values)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.codeRow}>
        <Field className={styles.codeInput} label={t('account.field.code')}>
          <Input
            ref={codeRef}
            value={code}
            onChange={(_, data) => info.send({ type: 'accountInfo.code', value: data.value })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('login.form.code.placeholder')}
          />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={busy || code.length !== 6}>
          {t('account.reveal.verify')}
        </Button>
        <Button disabledFocusable={busy} onClick={() => info.send({ type: 'accountInfo.resend' })}>
          {t('account.code.sendAgain')}
        </Button>
        <Button appearance="subtle" onClick={() => info.send({ type: 'accountInfo.hide' })}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
