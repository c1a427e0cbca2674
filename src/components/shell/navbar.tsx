import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Edit24Regular,
  Navigation20Regular,
  Person20Regular,
  PersonEdit20Regular,
  PersonSwap20Regular,
  Settings20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'wouter';
import { selectDisplayName, selectUser } from '../../machines/auth/auth.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';
import { LocaleSwitch } from '../locale-switch';
import { useLogoutGuard } from './logout-guard';

const useStyles = makeStyles({
  bar: {
    height: '56px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 100,
    boxSizing: 'border-box',
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  fullName: { '@media (max-width: 599.98px)': { display: 'none' } },
  shortName: { display: 'none', '@media (max-width: 599.98px)': { display: 'inline' } },
  avatarButton: { minWidth: 0, padding: tokens.spacingHorizontalXXS },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // An icon button's width, held while the message box's chunk loads.
  messageSlot: { display: 'inline-flex', minWidth: '32px' },
});

/** Props of {@link Navbar}. */
export interface NavbarProps {
  /** Toggles the side menu (collapse on desktop, drawer on mobile); absent: no toggle (top menu). */
  onToggleMenu?: () => void;
  menuOpen: boolean;
  /** The message box; its slot keeps a button's width while it loads. */
  messageBox: ReactNode;
}

/** Props of {@link NavbarActions}. */
export interface NavbarActionsProps {
  /** The message box; its slot keeps a button's width while it loads. */
  messageBox: ReactNode;
}

/**
 * Language, messages, settings and the account menu (with logout): the
 * navbar's end, and the floating bar that keeps them reachable when the
 * author hides the navbar.
 */
export function NavbarActions({ messageBox }: NavbarActionsProps) {
  const styles = useStyles();
  const t = useT();
  const { auth, settings, switchRoles, toast } = useAppActors();
  const user = useSelector(auth, selectUser);
  const [, navigate] = useLocation();
  // While user info gets no answer, the name kept from the last one.
  const name = useSelector(auth, selectDisplayName);
  const logout = useCallback(() => auth.send({ type: 'auth.logout' }), [auth]);
  // Text only this device holds is named before the session ends.
  const guard = useLogoutGuard(logout, navigate);
  return (
    <div className={styles.actions}>
      {guard.dialog}
      <LocaleSwitch />
      <span className={styles.messageSlot}>{messageBox}</span>
      <Button
        appearance="subtle"
        icon={<Settings20Regular />}
        aria-label={t('navbar.settings')}
        title={t('navbar.settings')}
        data-settings-opener
        onClick={() => settings.send({ type: 'settings.openDrawer' })}
      />
      {/* Inline: the menu stays in the banner landmark, right after its button. */}
      <Menu inline>
        <MenuTrigger disableButtonEnhancement>
          <Button
            className={styles.avatarButton}
            appearance="transparent"
            shape="circular"
            aria-label={t('navbar.userMenu')}
          >
            <Avatar
              name={name || undefined}
              image={user?.avatar ? { src: user.avatar } : undefined}
              size={28}
              color="brand"
            />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<Person20Regular />} onClick={() => navigate('/account-info')}>
              {t('messageBox.userCenter')}
            </MenuItem>
            <MenuItem icon={<PersonEdit20Regular />} onClick={() => navigate('/account-edit')}>
              {t('messageBox.userSettings')}
            </MenuItem>
            <MenuItem
              icon={<ArrowDownload20Regular />}
              onClick={() => navigate('/account-info?export=1')}
            >
              {t('export.accountButton')}
            </MenuItem>
            {switchRoles ? (
              <MenuItem
                icon={<PersonSwap20Regular />}
                onClick={() =>
                  toast.show({
                    intent: 'success',
                    text: t('messageBox.switchRoles.done', { role: switchRoles() }),
                  })
                }
              >
                {t('messageBox.switchRoles')}
              </MenuItem>
            ) : null}
            <MenuDivider />
            <MenuItem icon={<SignOut20Regular />} onClick={guard.requestLogout}>
              {t('messageBox.logout')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}

/** The top bar: menu toggle, product name, language, messages, settings and the account menu. */
export function Navbar({ onToggleMenu, menuOpen, messageBox }: NavbarProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <header className={styles.bar}>
      {onToggleMenu ? (
        <Button
          appearance="subtle"
          icon={<Navigation20Regular />}
          aria-label={menuOpen ? t('menu.collapse') : t('menu.expand')}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        />
      ) : null}
      <Text className={styles.logo}>
        <Edit24Regular />
        <span className={styles.fullName}>{t('app.name')}</span>
        <span className={styles.shortName}>{t('app.shortName')}</span>
      </Text>
      <span className={styles.spacer} />
      <NavbarActions messageBox={messageBox} />
    </header>
  );
}
