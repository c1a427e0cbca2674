import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  Title2,
} from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { Surface } from '../../components/surface';
import { codePointLength, PROFILE_LIMITS } from '../../lib/contract';
import { inAppClick } from '../../lib/in-app-link';
import {
  type AccountTextField,
  type accountEditMachine,
  type MaskedField,
  maskedFieldOpen,
  maskedValueOf,
  selectEditChanged,
  selectEditErrors,
  selectEditForm,
  selectEditLoadError,
  selectEditReplacing,
  selectEditSaved,
  selectEditSaveError,
  selectEditSaving,
  selectEditUploading,
  selectEditUser,
  selectPenNameLocked,
} from '../../machines/account-edit/account-edit.machine';
import { AccountLoading } from './account-loading';
import { useAccountStyles } from './account-styles';
import { AvatarField } from './avatar-field';
import { MaskedProfileField } from './masked-profile-field';

/** Props of {@link AccountEditPage}. */
export interface AccountEditPageProps {
  readonly edit: ActorRefFrom<typeof accountEditMachine>;
  readonly onNavigate: (path: string) => void;
}

/**
 * The account edit page (/account-edit): avatar, pen name (locked once
 * signed, saying why), email, QQ, contact phone and introduction (email and
 * contact phone masked as read-only text until 'Change'); Save is
 * enabled once something changed, Reset puts back what was loaded, and the
 * errors are the shared rules' (src/lib/contract/profile.ts).
 */
export function AccountEditPage({ edit, onNavigate }: AccountEditPageProps) {
  const styles = useAccountStyles();
  const t = useT();
  const user = useSelector(edit, selectEditUser);
  const loadError = useSelector(edit, selectEditLoadError);
  const form = useSelector(edit, selectEditForm);
  const errors = useSelector(edit, selectEditErrors);
  const saveError = useSelector(edit, selectEditSaveError);
  const saved = useSelector(edit, selectEditSaved);
  const saving = useSelector(edit, selectEditSaving);
  const uploading = useSelector(edit, selectEditUploading);
  const changed = useSelector(edit, selectEditChanged);
  const locked = useSelector(edit, selectPenNameLocked);
  const replacing = useSelector(edit, selectEditReplacing);

  const back = (
    <div>
      <Button
        appearance="subtle"
        icon={<ArrowLeft20Regular />}
        as="a"
        href="/account-info"
        onClick={inAppClick(() => onNavigate('/account-info'))}
      >
        {t('account.edit.back')}
      </Button>
    </div>
  );
  const heading = <Title2 as="h1">{t('menu.accountEdit')}</Title2>;
  if (!user) {
    return (
      <section className={styles.root}>
        {heading}
        <AccountLoading
          error={loadError}
          onRetry={() => edit.send({ type: 'accountEdit.refresh' })}
        />
      </section>
    );
  }

  const change = (field: AccountTextField) => (_: unknown, data: { value: string }) =>
    edit.send({ type: 'accountEdit.change', field, value: data.value });
  const errorOf = (field: keyof typeof errors) => {
    const id = errors[field];
    return id ? t(id) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.send({ type: 'accountEdit.save' });
  };
  const introLength = codePointLength(form.introduction);
  // A masked field: its masked text and Change, or the input of a new value.
  const masked = (field: MaskedField) => ({
    masked: maskedValueOf(user, field),
    open: maskedFieldOpen(user, replacing, field),
    error: errorOf(field),
    onReplace: () => edit.send({ type: 'accountEdit.replace', field }),
    onKeepCurrent: () => edit.send({ type: 'accountEdit.keepCurrent', field }),
  });

  return (
    <section className={styles.root}>
      {back}
      {heading}
      {saved ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('account.edit.saved')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {saveError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(saveError)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Surface className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <AvatarField edit={edit} url={form.avatar} penName={form.pen_name || user.pen_name} />
          <Field
            label={t('account.field.penName')}
            validationMessage={
              errorOf('pen_name') ?? (locked ? t('account.edit.penNameLocked') : undefined)
            }
            validationState={errors.pen_name ? 'error' : locked ? 'none' : undefined}
            required={!locked}
          >
            <Input
              value={form.pen_name}
              onChange={change('pen_name')}
              disabled={locked}
              maxLength={PROFILE_LIMITS.penName.max}
            />
          </Field>
          <MaskedProfileField
            label={t('account.field.email')}
            {...masked('email')}
            input={
              <Input
                type="email"
                value={form.email}
                onChange={change('email')}
                autoComplete="email"
                maxLength={PROFILE_LIMITS.email.max}
              />
            }
          />
          <Field label={t('account.field.qq')} validationMessage={errorOf('qq')}>
            <Input value={form.qq} onChange={change('qq')} inputMode="numeric" maxLength={12} />
          </Field>
          <MaskedProfileField
            label={t('account.field.homePhone')}
            {...masked('home_phone')}
            input={
              <Input
                value={form.home_phone}
                onChange={change('home_phone')}
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
              />
            }
          />
          <Field
            label={t('account.field.introduction')}
            validationMessage={errorOf('introduction')}
            hint={t('account.edit.introCount', {
              count: introLength,
              max: PROFILE_LIMITS.introduction.max,
            })}
          >
            <Textarea
              value={form.introduction}
              onChange={change('introduction')}
              resize="vertical"
              rows={4}
            />
          </Field>
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={!changed || saving || uploading}
            >
              {saving ? t('account.saving') : t('common.save')}
            </Button>
            <Button
              disabledFocusable={!changed || saving}
              onClick={() => edit.send({ type: 'accountEdit.reset' })}
            >
              {t('account.edit.reset')}
            </Button>
            {!changed && !saved ? (
              <Body1 className={styles.muted}>{t('account.edit.unchanged')}</Body1>
            ) : null}
          </div>
        </form>
      </Surface>
    </section>
  );
}
