import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import {
  type PhoneChangeField,
  type phoneChangeMachine,
  selectPhoneBusy,
  selectPhoneCode,
  selectPhoneCodeError,
  selectPhoneErrors,
  selectPhoneFailure,
  selectPhoneNumber,
  selectPhoneOldCode,
  selectPhoneOldCodeSent,
  selectPhoneStep,
} from '../../machines/phone-change/phone-change.machine';
import { useAccountStyles } from './account-styles';

/**
 * Changing the bound phone in the dialog: the current phone's code and the
 * new number, then the new phone's code, then 'log in again'.
 */
export function PhoneChangeForm({
  phone: actor,
  maskedPhone,
  onClose,
  onDone,
}: {
  phone: ActorRefFrom<typeof phoneChangeMachine>;
  maskedPhone: string;
  onClose: () => void;
  /** After the change: every session ended, so the app goes to the login page. */
  onDone: () => void;
}) {
  const styles = useAccountStyles();
  const t = useT();
  const step = useSelector(actor, selectPhoneStep);
  const oldCode = useSelector(actor, selectPhoneOldCode);
  const newPhone = useSelector(actor, selectPhoneNumber);
  const code = useSelector(actor, selectPhoneCode);
  const errors = useSelector(actor, selectPhoneErrors);
  const codeError = useSelector(actor, selectPhoneCodeError);
  const failure = useSelector(actor, selectPhoneFailure);
  const oldCodeSent = useSelector(actor, selectPhoneOldCodeSent);
  const busy = useSelector(actor, selectPhoneBusy);
  const change = (field: PhoneChangeField, value: string) =>
    actor.send({ type: 'phone.change', field, value });

  const problems = (
    <>
      {codeError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(codeError.messageId, codeError.values)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(failure)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );

  if (step === 3) {
    return (
      <div className={styles.form}>
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{t('account.phone.done')}</MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onDone}>
            {t('account.phone.loginAgain')}
          </Button>
        </div>
      </div>
    );
  }

  if (step === 2) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'phone.submit' });
    };
    return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <Body1 as="p" block className={styles.flush}>
          {t('account.phone.newCodeSent', { phone: newPhone })}
        </Body1>
        {problems}
        <Field
          label={t('account.phone.newCode')}
          validationMessage={errors.code ? t(errors.code) : undefined}
          required
        >
          <Input
            value={code}
            onChange={(_, data) => change('code', data.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('login.form.code.placeholder')}
          />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabledFocusable={busy}>
            {t('account.phone.confirm')}
          </Button>
          <Button onClick={() => actor.send({ type: 'phone.back' })}>{t('common.back')}</Button>
        </div>
      </form>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'phone.sendNewCode' });
  };
  return (
    <form className={styles.form} onSubmit={next} noValidate>
      <Body1 as="p" block className={styles.flush}>
        {t('account.phone.explain')}
      </Body1>
      {problems}
      <div className={styles.codeRow}>
        <Field
          className={styles.codeInput}
          label={t('account.phone.oldCode', { phone: maskedPhone })}
          validationMessage={errors.oldCode ? t(errors.oldCode) : undefined}
          required
        >
          <Input
            value={oldCode}
            onChange={(_, data) => change('oldCode', data.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('login.form.code.placeholder')}
          />
        </Field>
        <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'phone.sendOldCode' })}>
          {t(oldCodeSent ? 'account.code.sendAgain' : 'account.phone.sendOldCode')}
        </Button>
      </div>
      <Field
        label={t('account.phone.newPhone')}
        hint={t('account.phone.newPhoneHint')}
        validationMessage={errors.phone ? t(errors.phone) : undefined}
        required
      >
        <Input
          value={newPhone}
          onChange={(_, data) => change('phone', data.value)}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
          placeholder={t('login.form.phone.placeholder')}
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabledFocusable={busy}>
          {t('account.phone.sendNewCode')}
        </Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
