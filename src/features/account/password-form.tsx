import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
} from '@fluentui/react-components';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { passwordStrength } from '../../lib/contract';
import {
  type PasswordField,
  type passwordMachine,
  selectPasswordCode,
  selectPasswordCodeError,
  selectPasswordCodeSent,
  selectPasswordErrors,
  selectPasswordMode,
  selectPasswordOwner,
  selectPasswordPhone,
  selectPasswordSaving,
  selectPasswordSendingCode,
  selectPasswordText,
} from '../../machines/password/password.machine';
import { useAccountStyles } from './account-styles';

/** The password field's errors in the author's words (the contract's ids are generic). */
const PASSWORD_ERROR_TEXT: Record<string, string> = {
  'validation.format': 'account.password.shapeError',
  'validation.tooShort': 'account.password.lengthError',
  'validation.tooLong': 'account.password.lengthError',
};

const STRENGTH_TEXT = [
  '',
  'account.password.weak',
  'account.password.fair',
  'account.password.strong',
];
const STRENGTH_COLOR = ['error', 'error', 'warning', 'success'] as const;

/** Props of {@link PasswordForm}. */
export interface PasswordFormProps {
  readonly password: ActorRefFrom<typeof passwordMachine>;
  /** The masked phone the code goes to (set and change; a reset types its phone). */
  readonly maskedPhone?: string;
  /** Extra buttons beside Submit (Cancel in a dialog). */
  readonly secondary?: React.ReactNode;
}

/**
 * Set, change or reset a password: the phone (reset), the SMS code with its
 * Send button, and the new password with show/hide, paste allowed, the
 * rule, and a strength hint. The rule is the server's
 * (src/lib/contract/password.ts); the server checks it again.
 */
export function PasswordForm({ password, maskedPhone, secondary }: PasswordFormProps) {
  const styles = useAccountStyles();
  const t = useT();
  const mode = useSelector(password, selectPasswordMode);
  const owner = useSelector(password, selectPasswordOwner);
  const phone = useSelector(password, selectPasswordPhone);
  const code = useSelector(password, selectPasswordCode);
  const text = useSelector(password, selectPasswordText);
  const errors = useSelector(password, selectPasswordErrors);
  const codeError = useSelector(password, selectPasswordCodeError);
  const codeSent = useSelector(password, selectPasswordCodeSent);
  const sending = useSelector(password, selectPasswordSendingCode);
  const saving = useSelector(password, selectPasswordSaving);
  const [visible, setVisible] = useState(false);

  const change = (field: PasswordField) => (_: unknown, data: { value: string }) =>
    password.send({ type: 'password.change', field, value: data.value });
  const errorOf = (field: PasswordField) => {
    const id = errors[field];
    if (!id) return undefined;
    return t(field === 'password' ? (PASSWORD_ERROR_TEXT[id] ?? id) : id);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    password.send({ type: 'password.submit' });
  };
  const strength = text ? passwordStrength(text, owner) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {codeError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(codeError.messageId, codeError.values)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {mode === 'reset' ? (
        <Field label={t('login.form.phone.label')} validationMessage={errorOf('phone')} required>
          <Input
            value={phone}
            onChange={change('phone')}
            placeholder={t('login.form.phone.placeholder')}
            autoComplete="tel"
            inputMode="tel"
          />
        </Field>
      ) : (
        <Body1>{t('account.password.codeTo', { phone: maskedPhone ?? '' })}</Body1>
      )}
      <div className={styles.codeRow}>
        <Field
          className={styles.codeInput}
          label={t('account.field.code')}
          validationMessage={errorOf('code')}
          required
        >
          <Input
            value={code}
            onChange={change('code')}
            placeholder={t('login.form.code.placeholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Field>
        <Button
          disabledFocusable={sending}
          onClick={() => password.send({ type: 'password.sendCode' })}
        >
          {sending
            ? t('login.form.sendingCode')
            : t(codeSent ? 'account.code.sendAgain' : 'login.form.sendCode')}
        </Button>
      </div>
      {codeSent ? (
        <Text size={200} className={styles.muted}>
          {t(mode === 'reset' ? 'account.password.resetCodeSent' : 'account.code.sent')}
        </Text>
      ) : null}
      <Field
        label={t('account.password.new')}
        validationMessage={errorOf('password')}
        hint={t('account.password.rule')}
        required
      >
        <Input
          type={visible ? 'text' : 'password'}
          value={text}
          onChange={change('password')}
          autoComplete="new-password"
          maxLength={64}
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
              aria-label={t(visible ? 'login.form.hidePassword' : 'login.form.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            />
          }
        />
      </Field>
      {strength !== null ? (
        <div className={styles.strength} aria-live="polite">
          <ProgressBar
            className={styles.strengthBar}
            value={strength / 3}
            color={STRENGTH_COLOR[strength]}
            thickness="large"
          />
          <Text size={200}>
            {strength === 0
              ? t('account.password.notYet')
              : t('account.password.strength', { level: t(STRENGTH_TEXT[strength]!) })}
          </Text>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={saving}>
          {saving
            ? t('account.saving')
            : t(mode === 'reset' ? 'account.password.resetSubmit' : 'account.password.submit')}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
