import { Button, Field, ProgressBar, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { AVATAR_RULES } from '../../lib/contract';
import {
  type accountEditMachine,
  selectEditErrors,
  selectEditUploading,
  selectEditUploadProgress,
} from '../../machines/account-edit/account-edit.machine';
import { AccountAvatar } from './account-avatar';
import { useAccountStyles } from './account-styles';
import { AvatarCropDialog } from './avatar-crop-dialog';

/** Pictures larger than this are refused before cropping (the crop sends 512 x 512). */
const CROP_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The picture in `file`, decoded, or null when it is none (a text file named
 * .png has an image type by its name only): the crop opens on a picture or
 * not at all.
 */
function decodePicture(file: Blob): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(file);
  const picture = new Image();
  picture.src = url;
  return picture
    .decode()
    .then(
      () => picture,
      () => null,
    )
    .finally(() => URL.revokeObjectURL(url));
}

/**
 * The avatar: the picture or the initial-letter fallback, Choose (a picture
 * opens the square crop with zoom; the machine refuses a wrong type or size
 * with the reason before sending), the upload's progress with Cancel, and
 * Remove back to the letter.
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
  const progress = useSelector(edit, selectEditUploadProgress);
  const [cropping, setCropping] = useState<HTMLImageElement | null>(null);
  const error = useSelector(edit, (s) => selectEditErrors(s).avatar);
  const input = useRef<HTMLInputElement>(null);

  const picked = (files: FileList | null) => {
    const file = files?.[0];
    const croppable =
      file &&
      (AVATAR_RULES.mimeTypes as readonly string[]).includes(file.type) &&
      file.size > 0 &&
      file.size <= CROP_SOURCE_MAX_BYTES;
    // Anything else goes to the machine, which says why it is refused.
    if (file && croppable) {
      decodePicture(file).then((picture) =>
        picture ? setCropping(picture) : edit.send({ type: 'accountEdit.avatarUnreadable' }),
      );
    } else if (file) edit.send({ type: 'accountEdit.pickAvatar', file });
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
            <Field
              label={t('account.edit.avatarProgress', { percent: Math.round(progress * 100) })}
              className={styles.progress}
            >
              <ProgressBar value={progress} max={1} thickness="large" />
            </Field>
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
      {cropping ? (
        <AvatarCropDialog
          image={cropping}
          onCancel={() => setCropping(null)}
          onCropped={(cropped) => {
            setCropping(null);
            edit.send({ type: 'accountEdit.pickAvatar', file: cropped });
          }}
        />
      ) : null}
    </Field>
  );
}
