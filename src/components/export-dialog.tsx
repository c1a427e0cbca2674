import {
  Button,
  Caption1,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDateTime } from '../i18n/intl';
import {
  type BookExportFormat,
  type bookExportMachine,
  type ExportEncoding,
  type ExportScope,
  selectExportCanStart,
  selectExportDownloaded,
  selectExportDownloading,
  selectExportEncoding,
  selectExportError,
  selectExportFormat,
  selectExportJob,
  selectExportPhase,
  selectExportProgress,
  selectExportScope,
  selectExportVolumeId,
  selectExportVolumes,
} from '../machines/book-export/book-export.machine';
import { useIntl, useT } from './intl';
import { Dialog } from './surfaces';
import { VolumeDropdown } from './volume-dropdown';

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  readonly open: boolean;
  /** A bookExportMachine actor (its input says which book, or the account). */
  readonly exporter: ActorRefFrom<typeof bookExportMachine>;
  /** 'book' shows scope, format and encoding; 'account' exports everything as a ZIP. */
  readonly kind: 'book' | 'account';
  readonly onClose: () => void;
}

/**
 * The export dialog's open state over its machine. `openOnArrival` opens it
 * when the page was reached by a link that asks for it (a finished export's
 * message, `?export=1`); `onArrivalHandled` lets the page drop that flag from
 * its address, so a later link opens the dialog again and a reload does not.
 */
export function useExportDialog(
  exporter: ActorRefFrom<typeof bookExportMachine>,
  openOnArrival = false,
  onArrivalHandled?: () => void,
) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setOpen(true);
    exporter.send({ type: 'export.open' });
  }, [exporter]);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!openOnArrival) return;
    show();
    onArrivalHandled?.();
  }, [openOnArrival, show, onArrivalHandled]);
  return { open, show, close };
}

const SCOPES: readonly ExportScope[] = ['whole', 'volume', 'published', 'drafts'];
const FORMATS: readonly BookExportFormat[] = ['txt', 'epub', 'docx'];
const ENCODINGS: readonly ExportEncoding[] = ['utf-8', 'gb18030'];

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: 'calc(100vw - 32px)', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  name: { overflowWrap: 'anywhere' },
  actions: { flexWrap: 'wrap' },
});

/** Bytes as KB / MB, in the locale's digits. */
function sizeText(intl: ReturnType<typeof useIntl>, bytes: number): string {
  if (bytes < 1024 * 1024) {
    return `${intl.formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  }
  return `${intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

/**
 * Export a book (scope, format, encoding) or all of the author's data: the
 * job's progress while the server writes the file, then its download. The
 * author may close the dialog or leave the page while the job runs; it is
 * found again when the dialog opens.
 */
export function ExportDialog({ open, exporter, kind, onClose }: ExportDialogProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const phase = useSelector(exporter, selectExportPhase);
  const scope = useSelector(exporter, selectExportScope);
  const volumeId = useSelector(exporter, selectExportVolumeId);
  const volumes = useSelector(exporter, selectExportVolumes);
  const format = useSelector(exporter, selectExportFormat);
  const encoding = useSelector(exporter, selectExportEncoding);
  const error = useSelector(exporter, selectExportError);
  const job = useSelector(exporter, selectExportJob);
  const progress = useSelector(exporter, selectExportProgress, shallowEqual);
  const canStart = useSelector(exporter, selectExportCanStart);
  const downloading = useSelector(exporter, selectExportDownloading);
  const downloaded = useSelector(exporter, selectExportDownloaded);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(kind === 'book' ? 'export.title' : 'export.accountTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            {phase === 'loading' ? <Spinner size="small" label={t('export.loading')} /> : null}
            {phase === 'editing' && kind === 'account' ? (
              <Text>{t('export.accountIntro')}</Text>
            ) : null}
            {phase === 'editing' && kind === 'book' ? (
              <>
                <Field label={t('export.scopeLabel')}>
                  <RadioGroup
                    value={scope}
                    onChange={(_, data) =>
                      exporter.send({ type: 'export.scope', scope: data.value as ExportScope })
                    }
                  >
                    {SCOPES.map((value) => (
                      <Radio key={value} value={value} label={t(`export.scope.${value}`)} />
                    ))}
                  </RadioGroup>
                </Field>
                {scope === 'volume' ? (
                  <Field label={t('export.volumeLabel')}>
                    <VolumeDropdown
                      volumes={volumes}
                      value={volumeId}
                      onChange={(id) => exporter.send({ type: 'export.volume', volumeId: id })}
                    />
                  </Field>
                ) : null}
                <Field label={t('export.formatLabel')} hint={t(`export.format.${format}Hint`)}>
                  <RadioGroup
                    value={format}
                    onChange={(_, data) =>
                      exporter.send({
                        type: 'export.format',
                        format: data.value as BookExportFormat,
                      })
                    }
                  >
                    {FORMATS.map((value) => (
                      <Radio key={value} value={value} label={t(`export.format.${value}`)} />
                    ))}
                  </RadioGroup>
                </Field>
                {format === 'txt' ? (
                  <Field label={t('export.encodingLabel')}>
                    <RadioGroup
                      layout="horizontal"
                      value={encoding}
                      onChange={(_, data) =>
                        exporter.send({
                          type: 'export.encoding',
                          encoding: data.value as ExportEncoding,
                        })
                      }
                    >
                      {ENCODINGS.map((value) => (
                        <Radio key={value} value={value} label={t(`export.encoding.${value}`)} />
                      ))}
                    </RadioGroup>
                  </Field>
                ) : null}
              </>
            ) : null}
            {phase === 'starting' ? <Spinner size="small" label={t('export.starting')} /> : null}
            {phase === 'running' ? (
              <>
                <Field
                  label={t('export.progress', {
                    done: intl.formatNumber(progress.done),
                    total: intl.formatNumber(progress.total),
                  })}
                >
                  <ProgressBar
                    value={progress.total === 0 ? 0 : progress.done / progress.total}
                    aria-label={t('export.progressLabel')}
                  />
                </Field>
                {job ? <Text className={styles.name}>{job.file_name}</Text> : null}
                <Caption1 className={styles.muted}>{t('export.leaveHint')}</Caption1>
              </>
            ) : null}
            {phase === 'ready' && job ? (
              <>
                <MessageBar intent="success" role="status">
                  <MessageBarBody className={styles.name}>
                    {t('export.ready', {
                      name: job.file_name,
                      size: sizeText(intl, job.size ?? 0),
                    })}
                  </MessageBarBody>
                </MessageBar>
                {job.expires_at ? (
                  <Caption1 className={styles.muted}>
                    {t('export.expires', { time: formatDateTime(intl, job.expires_at) })}
                  </Caption1>
                ) : null}
                {downloaded ? (
                  <Text role="status" className={styles.name}>
                    {t('export.downloaded', { name: downloaded })}
                  </Text>
                ) : null}
              </>
            ) : null}
            {phase === 'failed' ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t(job?.error ?? 'export.failed')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t(error)}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {phase === 'editing' ? (
              <>
                <Button appearance="secondary" onClick={onClose}>
                  {t('export.cancel')}
                </Button>
                <Button
                  appearance="primary"
                  disabled={!canStart}
                  onClick={() => exporter.send({ type: 'export.start' })}
                >
                  {t('export.start')}
                </Button>
              </>
            ) : null}
            {phase === 'ready' ? (
              <>
                <Button
                  appearance="secondary"
                  onClick={() => exporter.send({ type: 'export.again' })}
                >
                  {t('export.again')}
                </Button>
                <Button
                  appearance="primary"
                  disabledFocusable={downloading}
                  icon={downloading ? <Spinner size="tiny" /> : undefined}
                  onClick={() => exporter.send({ type: 'export.download' })}
                >
                  {t(downloading ? 'export.downloading' : 'export.download')}
                </Button>
              </>
            ) : null}
            {phase === 'failed' ? (
              <Button appearance="primary" onClick={() => exporter.send({ type: 'export.again' })}>
                {t('export.again')}
              </Button>
            ) : null}
            {phase !== 'editing' ? (
              <Button appearance="secondary" onClick={onClose}>
                {t('export.close')}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
