import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { OutOfOrderDialog } from '../../components/out-of-order-dialog';
import { Dialog } from '../../components/surfaces';
import { type AppIntl, formatDateTime, formatWords } from '../../i18n/intl';
import { countWords } from '../../lib/word-count';
import {
  type ServerChapter,
  selectConflict,
  selectContent,
  selectOrderRefusal,
  selectPublishesNow,
  selectTitle,
  selectWordCount,
} from '../../machines/chapter-editor/chapter-editor.machine';
import type { EditorActorRef } from './types';

const useStyles = makeStyles({
  wide: { maxWidth: 'min(1100px, calc(100vw - 32px))', width: '100%' },
  columns: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalM,
    '@media (max-width: 720px)': { gridTemplateColumns: '1fr' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
  text: {
    width: '100%',
    boxSizing: 'border-box',
    height: '40vh',
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: '1.8',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    resize: 'none',
    '@media (max-width: 720px)': { height: '24vh' },
  },
  actions: { flexWrap: 'wrap' },
});

/**
 * A 104001: the author's text and the one saved elsewhere, side by side and
 * selectable, until the author keeps one. Nothing is overwritten before that.
 */
export function ConflictDialog({ editor, intl }: { editor: EditorActorRef; intl: AppIntl }) {
  const theirs = useSelector(editor, selectConflict);
  return theirs ? <ConflictChoice editor={editor} intl={intl} theirs={theirs} /> : null;
}

/**
 * The open conflict dialog. Apart from {@link ConflictDialog} so that only an
 * open one follows the author's text: the closed one stays out of every
 * keystroke's render.
 */
function ConflictChoice({
  editor,
  intl,
  theirs,
}: {
  editor: EditorActorRef;
  intl: AppIntl;
  theirs: ServerChapter;
}) {
  const styles = useStyles();
  const mineTitle = useSelector(editor, selectTitle);
  const mine = useSelector(editor, selectContent);
  const mineWords = useSelector(editor, selectWordCount);
  const mineId = useId();
  const theirsId = useId();
  const words = (n: number) => formatWords(intl, n, { exact: true });
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'editor.conflict.title' })}</DialogTitle>
          <DialogContent>
            <Text>{intl.formatMessage({ id: 'editor.conflict.body' })}</Text>
            <div className={styles.columns}>
              <div className={styles.column}>
                <label htmlFor={mineId} className={styles.heading}>
                  {intl.formatMessage({ id: 'editor.conflict.mine' })}
                </label>
                <Text className={styles.meta} size={200}>
                  {mineTitle} · {words(mineWords)}
                </Text>
                <textarea id={mineId} className={styles.text} value={mine} readOnly />
              </div>
              <div className={styles.column}>
                <label htmlFor={theirsId} className={styles.heading}>
                  {intl.formatMessage(
                    { id: 'editor.conflict.theirs' },
                    { time: formatDateTime(intl, theirs.updateTime) },
                  )}
                </label>
                <Text className={styles.meta} size={200}>
                  {theirs.title} · {words(countWords(theirs.content))}
                </Text>
                <textarea id={theirsId} className={styles.text} value={theirs.content} readOnly />
              </div>
            </div>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="primary" onClick={() => editor.send({ type: 'conflict.keepMine' })}>
              {intl.formatMessage({ id: 'editor.conflict.keepMine' })}
            </Button>
            <Button onClick={() => editor.send({ type: 'conflict.useTheirs' })}>
              {intl.formatMessage({ id: 'editor.conflict.useTheirs' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Earlier chapters are unpublished: explains, and sends the author's way out to the machine. */
export function EditorOrderDialog({ editor }: { editor: EditorActorRef }) {
  const refusal = useSelector(editor, selectOrderRefusal);
  const now = useSelector(editor, selectPublishesNow);
  return (
    <OutOfOrderDialog
      refusal={refusal}
      now={now}
      onChoose={(choice) => editor.send({ type: 'order.choose', choice })}
      onCancel={() => editor.send({ type: 'order.cancel' })}
    />
  );
}
