import { Body1, Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useT } from '../../components/intl';

const useStyles = makeStyles({
  current: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
  },
  masked: { overflowWrap: 'anywhere' },
  replacing: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  keep: { alignSelf: 'flex-start' },
});

/** Props of {@link MaskedProfileField}. */
export interface MaskedProfileFieldProps {
  readonly label: string;
  /** The value as the API answers it, masked ('' when nothing is stored). */
  readonly masked: string;
  /** True while the author enters a new value (or nothing is stored). */
  readonly open: boolean;
  readonly error: string | undefined;
  /** The input of a new value, empty when it opens. */
  readonly input: ReactElement;
  readonly onReplace: () => void;
  readonly onKeepCurrent: () => void;
}

/**
 * A profile field the API answers masked (email, contact phone). The masked
 * value is read-only text with a 'Change' action, never editable text:
 * editing it and saving stored the mask. 'Change' opens an empty input for
 * the new value (empty removes it); 'Keep current' puts the stored value
 * back. A field with nothing stored is a plain input.
 */
export function MaskedProfileField({
  label,
  masked,
  open,
  error,
  input,
  onReplace,
  onKeepCurrent,
}: MaskedProfileFieldProps) {
  const styles = useStyles();
  const t = useT();
  if (!open) {
    return (
      <Field label={label} hint={t('account.edit.maskedHint')}>
        <div className={styles.current}>
          <Body1 className={styles.masked}>{masked}</Body1>
          <Button
            appearance="secondary"
            size="small"
            aria-label={t('account.edit.changeField', { field: label })}
            onClick={onReplace}
          >
            {t('account.edit.change')}
          </Button>
        </div>
      </Field>
    );
  }
  const replacing = masked !== '';
  return (
    <div className={styles.replacing}>
      <Field
        label={label}
        validationMessage={error}
        hint={replacing ? t('account.edit.replaceHint', { current: masked }) : undefined}
      >
        {input}
      </Field>
      {replacing ? (
        <Button appearance="subtle" size="small" className={styles.keep} onClick={onKeepCurrent}>
          {t('account.edit.keepCurrent')}
        </Button>
      ) : null}
    </div>
  );
}
