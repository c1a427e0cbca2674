import {
  Button,
  makeStyles,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, Edit24Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { isRouteAllowed } from '../../lib/permission';
import { type AppRoute, MENU_GROUPS, routeByName } from '../../lib/route-table';
import { selectRole } from '../../machines/auth/auth.machine';
import { selectSettings } from '../../machines/settings/settings.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';
import { menuIcon } from './icons';
import { MenuEntryText, useMenuCounts } from './menu-count';
import { buildMenu } from './menu-items';

const useStyles = makeStyles({
  drawer: { height: '100%' },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  product: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
});

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Route on screen; its `activeMenu` or itself is highlighted. */
  routeName: string | null;
  /** 'inline' beside the page (desktop), 'overlay' as a drawer (below 992 px). */
  type: 'inline' | 'overlay';
  open: boolean;
  width: number;
  onClose?: () => void;
}

/**
 * What the side and the top menu share: the entries this author may open,
 * the highlighted entry, and a click handler that navigates in the SPA.
 */
export function useMenu(routeName: string | null, onNavigate?: () => void) {
  const { auth, settings } = useAppActors();
  const role = useSelector(auth, selectRole);
  const menuFromServer = useSelector(settings, (s) => selectSettings(s).menuFromServer);
  const serverMenu = useSelector(settings, (s) => selectSettings(s).serverMenu);
  const [, navigate] = useLocation();

  const entries = buildMenu((route) => isRouteAllowed(route, { role, menuFromServer, serverMenu }));
  const current = routeName ? routeByName(routeName) : undefined;
  const selected = current?.activeMenu ?? current?.name;
  // Any event that can be cancelled: a nav link's click, or a menu item's
  // click or key press (Fluent's MenuItem answers both).
  const go = (route: AppRoute) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    navigate(route.path);
    onNavigate?.();
  };
  return { entries, selected, go };
}

/** The side menu built from the route table; entries the author may not open are left out. */
export function SideMenu({ routeName, type, open, width, onClose }: SideMenuProps) {
  const styles = useStyles();
  const t = useT();
  const { entries, selected, go } = useMenu(routeName, onClose);
  const countOf = useMenuCounts();
  const items = entries.map((entry) => {
    if (entry.kind === 'route') {
      return (
        <NavItem
          key={entry.route.name}
          value={entry.route.name}
          href={entry.route.path}
          icon={menuIcon(entry.route.icon)}
          onClick={go(entry.route)}
        >
          <MenuEntryText
            title={t(entry.route.menuTitleId ?? entry.route.titleId)}
            count={countOf(entry.route)}
          />
        </NavItem>
      );
    }
    return (
      <NavCategory key={entry.group.key} value={entry.group.key}>
        <NavCategoryItem icon={menuIcon(entry.group.icon)}>
          {t(entry.group.titleId)}
        </NavCategoryItem>
        <NavSubItemGroup>
          {entry.routes.map((route) => (
            <NavSubItem key={route.name} value={route.name} href={route.path} onClick={go(route)}>
              {t(route.menuTitleId ?? route.titleId)}
            </NavSubItem>
          ))}
        </NavSubItemGroup>
      </NavCategory>
    );
  });

  return (
    <NavDrawer
      className={styles.drawer}
      style={{ width: `${width}px`, minWidth: `${width}px` }}
      type={type}
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) onClose?.();
      }}
      selectedValue={selected}
      defaultOpenCategories={MENU_GROUPS.map((group) => group.key)}
      aria-label={t('menu.navigation')}
      // On a phone the menu is a modal drawer: a dialog (aria-modal is not
      // allowed on a navigation), with the navigation landmark inside it;
      // beside the page it is the navigation landmark itself.
      role={type === 'overlay' ? 'dialog' : 'navigation'}
    >
      {type === 'overlay' ? (
        // On a phone the menu covers the page: say whose it is and give it a way out.
        <NavDrawerHeader className={styles.header}>
          <span className={styles.product}>
            <Edit24Regular aria-hidden />
            {t('app.name')}
          </span>
          <Button
            appearance="subtle"
            icon={<Dismiss24Regular />}
            aria-label={t('menu.collapse')}
            onClick={onClose}
          />
        </NavDrawerHeader>
      ) : null}
      <NavDrawerBody>
        {type === 'overlay' ? <nav aria-label={t('menu.navigation')}>{items}</nav> : items}
      </NavDrawerBody>
    </NavDrawer>
  );
}
