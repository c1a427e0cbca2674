import {
  Body1,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useT } from '../../components/intl';
import type { BibleExportFormat } from '../../machines/story-bible/story-bible.machine';
import {
  selectExportFailed,
  selectExporting,
} from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';

const FORMATS: readonly BibleExportFormat[] = ['markdown', 'json'];

/** "Export the bible": Markdown to read, or JSON to keep or move. */
export function ExportMenu({ bible }: { bible: StoryBibleRef }) {
  const t = useT();
  const exporting = useSelector(bible, selectExporting);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownload20Regular />} disabledFocusable={exporting}>
          {t('bible.export')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {FORMATS.map((format) => (
            <MenuItem key={format} onClick={() => bible.send({ type: 'bible.export', format })}>
              {t(`bible.export.${format}`)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** Says so when the file could not be made; the author tries again from the menu. */
export function ExportFailure({ bible }: { bible: StoryBibleRef }) {
  const t = useT();
  const failed = useSelector(bible, selectExportFailed);
  return failed ? <Body1 role="alert">{t('bible.export.failed')}</Body1> : null;
}
