import { Button, Field, Spinner, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { AVATAR_RULES } from '../../lib/contract';
import {
  type accountEditMachine,
  selectEditErrors,
  selectEditUploading,
} from '../../machines/account-edit.machine';
import { AccountAvatar } from './account-avatar';
import { useAccountStyles } from './account-styles';

/**
 * The avatar: the picture or the initial-letter fallback, Choose (the
 * machine refuses a wrong type or size with the reason before sending),
 * Cancel while it uploads, and Remove back to the letter.
 */
export function AvatarField({
  edit,
  url,
  penName,
}: {
  edit: ActorRefFrom<typeof accountEditMachine>;
  url: string;
  penName: string | null;
}) {
  const styles = useAccountStyles();
  const t = useT();
  const uploading = useSelector(edit, selectEditUploading);
  const error = useSelector(edit, (s) => selectEditErrors(s).avatar);
  const input = useRef<HTMLInputElement>(null);

  const picked = (files: FileList | null) => {
    const file = files?.[0];
    if (file) edit.send({ type: 'accountEdit.pickAvatar', file });
    // The same file picked again after a refusal must fire change again.
    if (input.current) input.current.value = '';
  };

  return (
    <Field
      label={t('account.field.avatar')}
      validationMessage={error ? t(error) : undefined}
      hint={t('account.edit.avatarHint')}
    >
      <div className={styles.avatarRow}>
        <AccountAvatar url={url} penName={penName} size={64} />
        <input
          ref={input}
          type="file"
          accept={AVATAR_RULES.mimeTypes.join(',')}
          className={styles.hiddenInput}
          aria-label={t('account.edit.avatarChoose')}
          data-testid="avatar-input"
          onChange={(event) => picked(event.target.files)}
        />
        {uploading ? (
          <>
            <Spinner size="tiny" label={t('account.edit.avatarUploading')} />
            <Button onClick={() => edit.send({ type: 'accountEdit.cancelUpload' })}>
              {t('account.edit.avatarCancel')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => input.current?.click()}>{t('account.edit.avatarChoose')}</Button>
            {url ? (
              <Button
                appearance="subtle"
                onClick={() => edit.send({ type: 'accountEdit.removeAvatar' })}
              >
                {t('account.edit.avatarRemove')}
              </Button>
            ) : (
              <Text size={200} className={styles.muted}>
                {t('account.edit.avatarNone')}
              </Text>
            )}
          </>
        )}
      </div>
    </Field>
  );
}
