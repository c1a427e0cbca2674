import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Label,
  MessageBar,
  MessageBarBody,
  makeStyles,
  // biome-ignore lint/style/noRestrictedImports: its opener moves between the navbar and the phone menu; useReturnFocus finds it by attribute.
  OverlayDrawer,
  Radio,
  RadioGroup,
  Subtitle2,
  Switch,
  tokens,
  useId,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import {
  type AppSettings,
  selectGlobalSettings,
  selectSettings,
  type Theme,
} from '../../machines/settings/settings.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';
import { useReturnFocus } from '../use-return-focus';
import { MenuWidthField } from './menu-width-field';

/** docs/behaviour.md, The shell: drawer 300 px, number input 80 px. */
const DRAWER_WIDTH = 300;

const useStyles = makeStyles({
  drawer: { width: `${DRAWER_WIDTH}px`, maxWidth: '100vw' },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalL,
  },
  blockTitle: { marginBottom: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '36px',
  },
  number: { width: '80px' },
  footer: { justifyContent: 'flex-end' },
});

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

type ToggleKey = 'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer';
const CONTENT_TOGGLES: readonly { key: ToggleKey; id: string }[] = [
  { key: 'navbar', id: 'settings.navbar' },
  { key: 'menu', id: 'settings.menu' },
  { key: 'topMenu', id: 'settings.topMenu' },
  { key: 'footer', id: 'settings.footer' },
  { key: 'tabBar', id: 'settings.tabBar' },
  { key: 'menuFromServer', id: 'settings.menuFromServer' },
];

function SettingSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const styles = useStyles();
  const id = useId('setting');
  return (
    <div className={styles.row}>
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onChange={(_, data) => onChange(data.checked)} />
    </div>
  );
}

/** The settings drawer (docs/behaviour.md, The shell); every change goes to the settings actor. */
export function SettingsDrawer() {
  const styles = useStyles();
  const t = useT();
  const { settings } = useAppActors();
  const open = useSelector(settings, selectGlobalSettings);
  const values: AppSettings = useSelector(settings, selectSettings);
  const update = (patch: Partial<AppSettings>) => settings.send({ type: 'settings.update', patch });
  const close = () => settings.send({ type: 'settings.closeDrawer' });
  const themeLabel = useId('theme');
  // Back to the button that opened it; when a setting removed that button
  // (navbar off), to the settings button that replaced it.
  useReturnFocus(open, () => document.querySelector<HTMLElement>('[data-settings-opener]'));

  return (
    <OverlayDrawer
      className={styles.drawer}
      position="end"
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('settings.close')}
              icon={<Dismiss24Regular />}
              onClick={close}
            />
          }
        >
          {t('settings.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <section className={styles.block}>
          <Subtitle2 as="h3" className={styles.blockTitle}>
            {t('settings.content')}
          </Subtitle2>
          {CONTENT_TOGGLES.map(({ key, id }) => (
            <SettingSwitch
              key={key}
              label={t(id)}
              checked={values[key]}
              onChange={(checked) => update({ [key]: checked })}
            />
          ))}
          <MenuWidthField
            rowClassName={styles.row}
            className={styles.number}
            value={values.menuWidth}
            onChange={(menuWidth) => update({ menuWidth })}
          />
        </section>
        <section className={styles.block}>
          <Subtitle2 as="h3" className={styles.blockTitle}>
            {t('settings.otherSettings')}
          </Subtitle2>
          <Label id={themeLabel}>{t('settings.theme')}</Label>
          <RadioGroup
            aria-labelledby={themeLabel}
            value={values.theme}
            onChange={(_, data) => update({ theme: data.value as Theme })}
          >
            {THEMES.map((theme) => (
              <Radio key={theme} value={theme} label={t(`settings.theme.${theme}`)} />
            ))}
          </RadioGroup>
          <SettingSwitch
            label={t('settings.colorWeak')}
            checked={values.colorWeak}
            onChange={(checked) => update({ colorWeak: checked })}
          />
          <SettingSwitch
            label={t('settings.watermark')}
            checked={values.watermark}
            onChange={(checked) => update({ watermark: checked })}
          />
        </section>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('settings.alertContent')}</MessageBarBody>
        </MessageBar>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button onClick={close}>{t('settings.close')}</Button>
        <Button appearance="primary" onClick={() => settings.send({ type: 'settings.copy' })}>
          {t('settings.copySettings')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
