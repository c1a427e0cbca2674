import {
  Button,
  Caption1,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Option,
  ProgressBar,
  Radio,
  RadioGroup,
  Spinner,
  Tab,
  TabList,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { Dialog } from '../../components/surfaces';
import { VolumeDropdown } from '../../components/volume-dropdown';
import { formatWords } from '../../i18n/intl';
import type { HeadingRule, TextEncodingChoice } from '../../lib/chapter-split';
import {
  type chapterImportMachine,
  selectCanStart,
  selectDetectedEncoding,
  selectImportCreated,
  selectImportEncoding,
  selectImportFailures,
  selectImportFileName,
  selectImportFormError,
  selectImportInterruption,
  selectImportPhase,
  selectImportProgress,
  selectImportRule,
  selectImportText,
  selectImportVolume,
  selectPreview,
  selectReading,
} from '../../machines/chapter-import/chapter-import.machine';
import type { VolumeItem } from '../../machines/volumes/volumes.machine';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  readonly open: boolean;
  readonly importer: ActorRefFrom<typeof chapterImportMachine>;
  readonly volumes: readonly VolumeItem[];
  readonly onClose: () => void;
}

const ENCODINGS: readonly TextEncodingChoice[] = ['auto', 'utf-8', 'gb18030'];
type RuleKind = HeadingRule['kind'];
const RULES: readonly RuleKind[] = ['auto', 'chinese', 'english', 'custom'];
/** The preview shows this many rows, then says how many more there are. */
const PREVIEW_ROWS = 300;
/** Fields an import failure can be about, and their label ids. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'chapters.import.field.title',
  content: 'chapters.import.field.content',
  author_note: 'chapters.import.field.authorNote',
};

const useStyles = makeStyles({
  surface: { maxWidth: '880px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  textarea: { minHeight: '160px' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hiddenInput: { display: 'none' },
  rules: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  // The options wrap as whole words: unwrapped, on a phone each squeezed to one character a line.
  ruleOptions: { flexWrap: 'wrap', minWidth: 0 },
  preview: {
    maxHeight: '260px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  previewRow: {
    display: 'grid',
    gridTemplateColumns: '48px minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    alignItems: 'center',
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  failures: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    maxHeight: '200px',
    overflowY: 'auto',
  },
});

/**
 * Bulk import: paste text or pick a .txt (UTF-8 or GB18030), choose how
 * headings look, check the preview, import as drafts into a volume with a
 * progress bar, and see every chapter that did not make it, by name.
 */
export function ImportDialog({ open, importer, volumes, onClose }: ImportDialogProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const phase = useSelector(importer, selectImportPhase);
  const text = useSelector(importer, selectImportText);
  const fileName = useSelector(importer, selectImportFileName);
  const encoding = useSelector(importer, selectImportEncoding);
  const detected = useSelector(importer, selectDetectedEncoding);
  const rule = useSelector(importer, selectImportRule);
  const volumeId = useSelector(importer, selectImportVolume);
  const preview = useSelector(importer, selectPreview);
  const formError = useSelector(importer, selectImportFormError);
  const canStart = useSelector(importer, selectCanStart);
  const reading = useSelector(importer, selectReading);
  const progress = useSelector(importer, selectImportProgress, shallowEqual);
  const created = useSelector(importer, selectImportCreated);
  const failures = useSelector(importer, selectImportFailures);
  const interruption = useSelector(importer, selectImportInterruption);
  const [source, setSource] = useState<'paste' | 'file'>('paste');
  const [pattern, setPattern] = useState(rule.kind === 'custom' ? rule.pattern : '');
  const fileInput = useRef<HTMLInputElement>(null);

  // The last volume is where a new stretch of chapters usually goes.
  useEffect(() => {
    const last = volumes[volumes.length - 1];
    if (open && last && (volumeId === null || !volumes.some((v) => v.id === volumeId))) {
      importer.send({ type: 'import.volume', volumeId: last.id });
    }
  }, [open, volumes, volumeId, importer]);

  const totalWords = preview.reduce((sum, chapter) => sum + chapter.wordCount, 0);
  const busy = phase === 'importing';
  const setRule = (kind: RuleKind, customPattern = pattern) =>
    importer.send({
      type: 'import.rule',
      rule: kind === 'custom' ? { kind, pattern: customPattern } : { kind },
    });

  return (
    <Dialog
      open={open}
      modalType={busy ? 'alert' : 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('chapters.import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {phase === 'editing' ? (
              <>
                <div className={styles.grid}>
                  <Field label={t('chapters.import.volume')}>
                    <VolumeDropdown
                      volumes={volumes}
                      value={volumeId}
                      onChange={(id) => importer.send({ type: 'import.volume', volumeId: id })}
                    />
                  </Field>
                  <Field
                    label={t('chapters.import.encodingLabel')}
                    hint={
                      detected
                        ? t('chapters.import.detected', { encoding: detected.toUpperCase() })
                        : undefined
                    }
                  >
                    <Dropdown
                      value={t(`chapters.import.encoding.${encoding}`)}
                      selectedOptions={[encoding]}
                      onOptionSelect={(_, data) =>
                        importer.send({
                          type: 'import.encoding',
                          encoding: data.optionValue as TextEncodingChoice,
                        })
                      }
                    >
                      {ENCODINGS.map((choice) => (
                        <Option key={choice} value={choice}>
                          {t(`chapters.import.encoding.${choice}`)}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                </div>
                <TabList
                  selectedValue={source}
                  onTabSelect={(_, data) => setSource(data.value as 'paste' | 'file')}
                >
                  <Tab value="paste">{t('chapters.import.paste')}</Tab>
                  <Tab value="file">{t('chapters.import.upload')}</Tab>
                </TabList>
                {source === 'paste' ? (
                  <Textarea
                    className={styles.textarea}
                    aria-label={t('chapters.import.textLabel')}
                    placeholder={t('chapters.import.textPlaceholder')}
                    value={fileName ? '' : text}
                    resize="vertical"
                    onChange={(_, data) => importer.send({ type: 'import.text', text: data.value })}
                  />
                ) : (
                  <div className={styles.file}>
                    <input
                      ref={fileInput}
                      className={styles.hiddenInput}
                      type="file"
                      accept=".txt,text/plain"
                      aria-label={t('chapters.import.fileLabel')}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        if (file) importer.send({ type: 'import.file', file, name: file.name });
                        event.target.value = '';
                      }}
                    />
                    <Button
                      icon={<DocumentArrowUp20Regular />}
                      onClick={() => fileInput.current?.click()}
                    >
                      {t('chapters.import.chooseFile')}
                    </Button>
                    <Text>{fileName ?? t('chapters.import.noFile')}</Text>
                    {reading ? <Spinner size="tiny" label={t('chapters.import.reading')} /> : null}
                  </div>
                )}
                <Field label={t('chapters.import.ruleLabel')}>
                  <div className={styles.rules}>
                    <RadioGroup
                      className={styles.ruleOptions}
                      layout="horizontal"
                      value={rule.kind}
                      onChange={(_, data) => setRule(data.value as RuleKind)}
                    >
                      {RULES.map((kind) => (
                        <Radio key={kind} value={kind} label={t(`chapters.import.rule.${kind}`)} />
                      ))}
                    </RadioGroup>
                    {rule.kind === 'custom' ? (
                      <Input
                        value={pattern}
                        aria-label={t('chapters.import.pattern')}
                        placeholder={t('chapters.import.patternPlaceholder')}
                        onChange={(_, data) => {
                          setPattern(data.value);
                          setRule('custom', data.value);
                        }}
                      />
                    ) : null}
                  </div>
                </Field>
                {formError ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{t(formError)}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {preview.length > 0 ? (
                  <section aria-label={t('chapters.import.preview')}>
                    <Text weight="semibold">
                      {t('chapters.import.summary', {
                        count: preview.length,
                        n: intl.formatNumber(preview.length),
                        words: formatWords(intl, totalWords),
                      })}
                    </Text>
                    <ul className={styles.preview}>
                      {preview.slice(0, PREVIEW_ROWS).map((chapter, index) => (
                        <li
                          // Preview rows have no identity beyond their place.
                          // biome-ignore lint/suspicious/noArrayIndexKey: see above
                          key={index}
                          className={styles.previewRow}
                        >
                          <Caption1 className={styles.muted}>{index + 1}</Caption1>
                          <span className={styles.ellipsis}>
                            {chapter.sendTitle}
                            {chapter.problem ? (
                              <Caption1 className={styles.problem}>
                                {' '}
                                · {t(chapter.problem)}
                              </Caption1>
                            ) : null}
                          </span>
                          <Caption1 className={styles.muted}>
                            {formatWords(intl, chapter.wordCount)}
                          </Caption1>
                        </li>
                      ))}
                    </ul>
                    {preview.length > PREVIEW_ROWS ? (
                      <Caption1 className={styles.muted}>
                        {t('chapters.import.more', { count: preview.length - PREVIEW_ROWS })}
                      </Caption1>
                    ) : null}
                  </section>
                ) : null}
              </>
            ) : null}

            {phase === 'importing' || phase === 'interrupted' ? (
              <Field
                label={t('chapters.import.progress', { done: progress.done, of: progress.of })}
                validationState={phase === 'interrupted' ? 'error' : 'none'}
              >
                <ProgressBar
                  value={progress.of === 0 ? 0 : progress.done / progress.of}
                  aria-label={t('chapters.import.progressLabel')}
                />
              </Field>
            ) : null}
            {phase === 'interrupted' && interruption ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>
                  {t(interruption)} {t('chapters.import.createdSoFar', { count: created })}
                </MessageBarBody>
                <MessageBarActions>
                  <Button size="small" onClick={() => importer.send({ type: 'import.retry' })}>
                    {t('chapters.import.resume')}
                  </Button>
                  <Button size="small" onClick={() => importer.send({ type: 'import.stop' })}>
                    {t('chapters.import.stop')}
                  </Button>
                </MessageBarActions>
              </MessageBar>
            ) : null}
            {phase === 'done' ? (
              <>
                <MessageBar intent={failures.length > 0 ? 'warning' : 'success'} role="status">
                  <MessageBarBody>
                    {t('chapters.import.done', { count: created })}
                    {failures.length > 0
                      ? ` ${t('chapters.import.failedCount', { count: failures.length })}`
                      : ''}
                  </MessageBarBody>
                </MessageBar>
                {failures.length > 0 ? (
                  <ul className={styles.failures} aria-label={t('chapters.import.failedList')}>
                    {failures.map((failure, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: failures may share a title
                      <li key={index}>
                        {t('chapters.import.failure', {
                          title: failure.title,
                          reason:
                            failure.reasonId.startsWith('validation.') &&
                            FIELD_LABELS[failure.field]
                              ? t('chapters.import.fieldReason', {
                                  field: t(FIELD_LABELS[failure.field] ?? ''),
                                  reason: t(failure.reasonId),
                                })
                              : t(failure.reasonId),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            {phase === 'editing' ? (
              <>
                <Button appearance="secondary" onClick={onClose}>
                  {t('chapters.cancel')}
                </Button>
                <Button
                  appearance="primary"
                  disabled={!canStart}
                  onClick={() => importer.send({ type: 'import.start' })}
                >
                  {t('chapters.import.start', { count: preview.filter((c) => !c.problem).length })}
                </Button>
              </>
            ) : null}
            {phase === 'done' ? (
              <>
                <Button
                  appearance="secondary"
                  onClick={() => importer.send({ type: 'import.reset' })}
                >
                  {t('chapters.import.again')}
                </Button>
                <Button
                  appearance="primary"
                  onClick={() => {
                    importer.send({ type: 'import.reset' });
                    onClose();
                  }}
                >
                  {t('chapters.import.close')}
                </Button>
              </>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
