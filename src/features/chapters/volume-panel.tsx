import {
  Button,
  Caption1,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import {
  Add16Regular,
  ArrowDown16Regular,
  ArrowUp16Regular,
  Delete16Regular,
  MoreHorizontal16Regular,
  Rename16Regular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { formatWords } from '../../i18n/intl';
import {
  type chapterListMachine,
  selectFilterVolume,
} from '../../machines/chapter-list/chapter-list.machine';
import {
  selectVolumeChangeError,
  selectVolumeSaving,
  selectVolumes,
  selectVolumesLoadError,
  selectVolumesLoading,
  VOLUME_TITLE_MAX,
  type volumesMachine,
} from '../../machines/volumes/volumes.machine';

/** Props of {@link VolumePanel}. */
export interface VolumePanelProps {
  readonly volumes: ActorRefFrom<typeof volumesMachine>;
  /** Picking a volume filters this list. */
  readonly list: ActorRefFrom<typeof chapterListMachine>;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  items: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowY: 'auto',
    maxHeight: 'calc(100vh - 300px)',
    '@media (max-width: 991.98px)': { maxHeight: '220px' },
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  pick: {
    flexGrow: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    height: 'auto',
    fontWeight: tokens.fontWeightRegular,
  },
  // The current volume's text stays dark on its brand tint, hovered or not:
  // the transparent button's blue hover colour fails contrast there (3.9:1).
  pickCurrent: {
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1 },
    ':hover:active': { color: tokens.colorNeutralForeground1 },
  },
  pickText: { display: 'flex', flexDirection: 'column', minWidth: 0, alignItems: 'flex-start' },
  title: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  input: { flexGrow: 1, minWidth: 0 },
});

interface TitleFormProps {
  readonly initial: string;
  readonly label: string;
  readonly busy: boolean;
  readonly onSave: (title: string) => void;
  readonly onCancel: () => void;
}

function TitleForm({ initial, label, busy, onSave, onCancel }: TitleFormProps) {
  const styles = useStyles();
  const t = useT();
  const [title, setTitle] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(title);
  };
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <Input
        ref={ref}
        className={styles.input}
        size="small"
        value={title}
        aria-label={label}
        maxLength={VOLUME_TITLE_MAX + 5}
        onChange={(_, data) => setTitle(data.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <Button size="small" appearance="primary" type="submit" disabledFocusable={busy}>
        {t('chapters.save')}
      </Button>
      <Button size="small" appearance="subtle" onClick={onCancel}>
        {t('chapters.cancel')}
      </Button>
    </form>
  );
}

/**
 * The book's volumes with their chapter counts and words: pick one to see
 * its chapters; create, rename, reorder and delete (when empty) volumes.
 */
export function VolumePanel({ volumes: actor, list }: VolumePanelProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const volumes = useSelector(actor, selectVolumes);
  const loading = useSelector(actor, selectVolumesLoading);
  const loadError = useSelector(actor, selectVolumesLoadError);
  const saving = useSelector(actor, selectVolumeSaving);
  const changeError = useSelector(actor, selectVolumeChangeError);
  const current = useSelector(list, selectFilterVolume);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  // One Tab stop for the whole list, arrows within it (up and down between
  // volumes, right to a volume's actions): with ten volumes, each with an
  // actions button, Tab took 22 presses to get past the panel to the chapters.
  const arrowKeys = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true });

  // A change that went through closes its form; one that failed keeps it open.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving && !changeError) setEditing(null);
    wasSaving.current = saving;
  }, [saving, changeError]);

  const totalChapters = volumes.reduce((sum, v) => sum + v.chapter_count, 0);
  const totalWords = volumes.reduce((sum, v) => sum + v.word_count, 0);
  const meta = (chapters: number, words: number) =>
    t('chapters.volumes.meta', {
      count: chapters,
      n: intl.formatNumber(chapters),
      words: formatWords(intl, words),
    });

  return (
    <nav className={styles.root} aria-label={t('chapters.volumes.label')}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('chapters.volumes.heading', { count: volumes.length })}</Subtitle2>
        <Button
          size="small"
          appearance="subtle"
          icon={<Add16Regular />}
          onClick={() => {
            actor.send({ type: 'volumes.dismissError' });
            setEditing('new');
          }}
        >
          {t('chapters.volumes.create')}
        </Button>
      </div>
      {editing === 'new' ? (
        <TitleForm
          initial=""
          label={t('chapters.volumes.newTitle')}
          busy={saving}
          onSave={(title) => actor.send({ type: 'volumes.create', title })}
          onCancel={() => {
            actor.send({ type: 'volumes.dismissError' });
            setEditing(null);
          }}
        />
      ) : null}
      {changeError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(changeError.reasonId, { max: VOLUME_TITLE_MAX })}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                size="small"
                aria-label={t('chapters.dismiss')}
                onClick={() => actor.send({ type: 'volumes.dismissError' })}
              >
                ×
              </Button>
            }
          />
        </MessageBar>
      ) : null}
      {loadError ? (
        <RetryNotice
          message={t(loadError)}
          onRetry={() => actor.send({ type: 'volumes.refresh' })}
          retryLabel={t('chapters.retry')}
        />
      ) : null}
      {loading ? <Spinner size="tiny" /> : null}
      <ul className={styles.items} {...arrowKeys}>
        <li className={mergeClasses(styles.item, current === null && styles.current)}>
          <Button
            appearance="transparent"
            className={mergeClasses(styles.pick, current === null && styles.pickCurrent)}
            aria-current={current === null ? 'true' : undefined}
            onClick={() => list.send({ type: 'chapters.filterVolume', volumeId: null })}
          >
            <span className={styles.pickText}>
              <span className={styles.title}>{t('chapters.volumes.all')}</span>
              <Caption1 className={styles.meta}>{meta(totalChapters, totalWords)}</Caption1>
            </span>
          </Button>
        </li>
        {volumes.map((volume, index) =>
          editing === volume.id ? (
            <li key={volume.id}>
              <TitleForm
                initial={volume.title}
                label={t('chapters.volumes.renameLabel', { title: volume.title })}
                busy={saving}
                onSave={(title) =>
                  actor.send({ type: 'volumes.rename', volumeId: volume.id, title })
                }
                onCancel={() => {
                  actor.send({ type: 'volumes.dismissError' });
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li
              key={volume.id}
              className={mergeClasses(styles.item, current === volume.id && styles.current)}
            >
              <Button
                appearance="transparent"
                className={mergeClasses(styles.pick, current === volume.id && styles.pickCurrent)}
                aria-current={current === volume.id ? 'true' : undefined}
                onClick={() => list.send({ type: 'chapters.filterVolume', volumeId: volume.id })}
              >
                <span className={styles.pickText}>
                  <span className={styles.title}>{volume.title}</span>
                  <Caption1 className={styles.meta}>
                    {meta(volume.chapter_count, volume.word_count)}
                  </Caption1>
                </span>
              </Button>
              {/* Portalled, as Fluent's default: the inline menu could not be clicked inside the scrolled panel. */}
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<MoreHorizontal16Regular />}
                    aria-label={t('chapters.volumes.actions', { title: volume.title })}
                    disabledFocusable={saving}
                  />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem
                      icon={<Rename16Regular />}
                      onClick={() => {
                        actor.send({ type: 'volumes.dismissError' });
                        setEditing(volume.id);
                      }}
                    >
                      {t('chapters.volumes.rename')}
                    </MenuItem>
                    <MenuItem
                      icon={<ArrowUp16Regular />}
                      disabled={index === 0}
                      onClick={() =>
                        actor.send({
                          type: 'volumes.move',
                          volumeId: volume.id,
                          afterVolumeId: index >= 2 ? (volumes[index - 2]?.id ?? null) : null,
                        })
                      }
                    >
                      {t('chapters.volumes.moveUp')}
                    </MenuItem>
                    <MenuItem
                      icon={<ArrowDown16Regular />}
                      disabled={index === volumes.length - 1}
                      onClick={() =>
                        actor.send({
                          type: 'volumes.move',
                          volumeId: volume.id,
                          afterVolumeId: volumes[index + 1]?.id ?? null,
                        })
                      }
                    >
                      {t('chapters.volumes.moveDown')}
                    </MenuItem>
                    <MenuItem
                      icon={<Delete16Regular />}
                      onClick={() => {
                        if (current === volume.id) {
                          list.send({ type: 'chapters.filterVolume', volumeId: null });
                        }
                        actor.send({ type: 'volumes.delete', volumeId: volume.id });
                      }}
                    >
                      {t('chapters.volumes.delete')}
                    </MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
