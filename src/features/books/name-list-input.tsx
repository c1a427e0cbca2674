import {
  Button,
  Field,
  Input,
  makeStyles,
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';

/** Props of {@link NameListInput}. */
export interface NameListInputProps {
  readonly label: string;
  readonly values: readonly string[];
  /** How many entries the list may hold (shown as "2/5"). */
  readonly max: number;
  readonly placeholder: string;
  /** Text of the add button. */
  readonly addLabel: string;
  /** Accessible name of an entry's remove button, given the entry. */
  readonly removeLabel: (value: string) => string;
  /** The error shown under the field, if any. */
  readonly error?: string;
  readonly hint?: string;
  readonly onAdd: (value: string) => void;
  readonly onRemove: (index: number) => void;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1, minWidth: 0 },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

/**
 * A short list of names (tags, protagonists): type one and press Enter or
 * the add button; each entry has a remove button. Rules are the caller's.
 */
export function NameListInput(props: NameListInputProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (value === '') return;
    props.onAdd(value);
    setDraft('');
  };
  return (
    <Field
      label={`${props.label} (${props.values.length}/${props.max})`}
      validationState={props.error ? 'error' : 'none'}
      validationMessage={props.error}
      hint={props.hint}
    >
      {(fieldProps) => (
        <div>
          <div className={styles.row}>
            <Input
              {...fieldProps}
              className={styles.input}
              value={draft}
              disabled={props.disabled}
              placeholder={props.placeholder}
              onChange={(_, data) => setDraft(data.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button disabled={props.disabled || draft.trim() === ''} onClick={add}>
              {props.addLabel}
            </Button>
          </div>
          {props.values.length > 0 ? (
            <TagGroup
              className={styles.tags}
              aria-label={props.label}
              onDismiss={(_, data) => props.onRemove(Number(data.value))}
            >
              {props.values.map((value, index) => (
                <Tag
                  key={value}
                  value={String(index)}
                  dismissible={!props.disabled}
                  dismissIcon={{ 'aria-label': props.removeLabel(value) }}
                  shape="circular"
                  size="small"
                >
                  {value}
                </Tag>
              ))}
            </TagGroup>
          ) : null}
        </div>
      )}
    </Field>
  );
}
