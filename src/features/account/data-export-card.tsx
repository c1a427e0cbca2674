import { Body1, Button, Subtitle2 } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import type { ActorRefFrom } from 'xstate';
import { ExportDialog, useExportDialog } from '../../components/export-dialog';
import { useT } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import type { bookExportMachine } from '../../machines/book-export/book-export.machine';
import { useAccountStyles } from './account-styles';

/** Props of {@link DataExportCard}. */
export interface DataExportCardProps {
  /** The account's export actor (a bookExportMachine without a book). */
  readonly exporter: ActorRefFrom<typeof bookExportMachine>;
  /** Reached by a link that opens the dialog (the account menu, a finished export's message). */
  readonly openExport?: boolean;
  readonly onExportOpened?: () => void;
}

/**
 * 'My data': everything the author has here (profile, every book's chapters,
 * the statements) as one ZIP, from the account page, where the account menu's
 * 'Export my data' and the export's message lead.
 */
export function DataExportCard({ exporter, openExport, onExportOpened }: DataExportCardProps) {
  const styles = useAccountStyles();
  const t = useT();
  const dialog = useExportDialog(exporter, openExport, onExportOpened);
  return (
    <Surface className={styles.card} aria-labelledby="data-export-title">
      <SurfaceHeader
        header={
          <Subtitle2 as="h2" id="data-export-title">
            {t('export.accountCard')}
          </Subtitle2>
        }
        action={
          <Button icon={<ArrowDownload20Regular />} onClick={dialog.show}>
            {t('export.accountButton')}
          </Button>
        }
      />
      <Body1>{t('export.accountIntro')}</Body1>
      <ExportDialog open={dialog.open} exporter={exporter} kind="account" onClose={dialog.close} />
    </Surface>
  );
}
