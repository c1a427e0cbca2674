import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { guideSeen } from '../../lib/guide-flag';
import { DEFAULT_ROUTE_NAME } from '../../lib/route-table';
import {
  selectDevice,
  selectFooter,
  selectGlobalSettings,
  selectMenu,
  selectMenuCollapse,
  selectMenuWidth,
  selectNavbar,
  selectTabBar,
  selectTopMenu,
  selectWatermark,
} from '../../machines/settings/settings.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';
import { useNotFoundTitleId } from '../refusal';
import { useDarkTheme } from '../use-dark-theme';
import { useReturnFocus } from '../use-return-focus';
import { Watermark, watermarkOn } from '../watermark';
import { AppBreadcrumb } from './app-breadcrumb';
import { Navbar, NavbarActions } from './navbar';
import { MAIN_ID, SkipToContent, useFocusPageHeading } from './page-focus';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TopMenu } from './top-menu';

// The settings drawer and the first-visit guide are their own chunks: most
// page views open neither, and their Switch, Radio and Dialog code would
// otherwise ride along with every page.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);
const FirstVisitGuide = lazy(() =>
  import('./first-visit-guide').then((m) => ({ default: m.FirstVisitGuide })),
);

/** True from the first time `value` is true on: a part, once shown, stays mounted (its close animation runs). */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/** Below this width the menu becomes a drawer (docs/behaviour.md, The shell: 992 px). */
const MOBILE_QUERY = '(max-width: 991.98px)';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  aside: {
    position: 'sticky',
    top: '56px',
    height: 'calc(100vh - 56px)',
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    flexShrink: 0,
  },
  asideNoNavbar: { top: 0, height: '100vh' },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  crumbs: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL} 0` },
  content: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL} ${tokens.spacingVerticalXL}`,
    '@media (max-width: 991.98px)': {
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalL}`,
    },
  },
  footer: {
    textAlign: 'center',
    padding: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground3,
  },
  floatingBar: {
    position: 'fixed',
    right: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 200,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /** Route on screen; null for the not-found page. */
  routeName: string | null;
  /** The navbar's message box; the bell placeholder when absent. */
  messageBox: ReactNode;
  children: ReactNode;
}

/** The default layout: navbar, side menu, tab bar, breadcrumb, page, footer, settings, watermark. */
export function AppLayout({ routeName, messageBox, children }: AppLayoutProps) {
  const styles = useStyles();
  const t = useT();
  const { settings } = useAppActors();
  const navbar = useSelector(settings, selectNavbar);
  const menu = useSelector(settings, selectMenu);
  const collapsed = useSelector(settings, selectMenuCollapse);
  const menuWidth = useSelector(settings, selectMenuWidth);
  const footer = useSelector(settings, selectFooter);
  const tabBar = useSelector(settings, selectTabBar);
  const device = useSelector(settings, selectDevice);
  const topMenu = useSelector(settings, selectTopMenu);
  const watermarkEnabled = useSelector(settings, selectWatermark);
  const dark = useDarkTheme(settings);
  const watermark = watermarkOn({ enabled: watermarkEnabled, routeName, dark });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const notFoundTitleId = useNotFoundTitleId();
  const mainRef = useRef<HTMLElement>(null);
  useFocusPageHeading(routeName, mainRef);
  const settingsWanted = useLatch(useSelector(settings, selectGlobalSettings));
  // The tour starts on the home page: elsewhere (an editor reopened after a
  // session expiry, with its restore offer) it would stack over the dialog
  // the author needs. Once shown it stays until closed.
  const [guidePending] = useState(() => !guideSeen());
  const guideWanted = useLatch(guidePending && routeName === DEFAULT_ROUTE_NAME);

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const report = () =>
      settings.send({ type: 'settings.setDevice', device: query.matches ? 'mobile' : 'desktop' });
    report();
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  }, [settings]);

  const mobile = device === 'mobile';
  // The phone menu drawer gives focus back to the menu button when dismissed.
  useReturnFocus(mobile && drawerOpen);
  // Below 992 px the menu is always the drawer, whatever the setting says.
  const menuOnTop = menu && topMenu && !mobile;
  const menuOpen = mobile ? drawerOpen : !collapsed;
  const toggleMenu = () => {
    if (mobile) setDrawerOpen((open) => !open);
    else settings.send({ type: 'settings.update', patch: { menuCollapse: !collapsed } });
  };

  return (
    <div className={styles.root}>
      <SkipToContent />
      {navbar ? (
        <Navbar
          onToggleMenu={menu && !menuOnTop ? toggleMenu : undefined}
          menuOpen={menuOpen}
          messageBox={messageBox}
        />
      ) : null}
      {menuOnTop ? <TopMenu routeName={routeName} /> : null}
      <div className={styles.body}>
        {menu && !mobile && !collapsed && !menuOnTop ? (
          <div className={navbar ? styles.aside : mergeClasses(styles.aside, styles.asideNoNavbar)}>
            <SideMenu routeName={routeName} type="inline" open width={menuWidth} />
          </div>
        ) : null}
        {menu && mobile ? (
          <SideMenu
            routeName={routeName}
            type="overlay"
            open={drawerOpen}
            width={Math.max(menuWidth, 240)}
            onClose={() => setDrawerOpen(false)}
          />
        ) : null}
        <div className={styles.main}>
          {tabBar ? <TabBar /> : null}
          <div className={styles.crumbs}>
            <AppBreadcrumb routeName={routeName} notFoundTitleId={notFoundTitleId} />
          </div>
          <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className={styles.content}>
            {children}
          </main>
          {footer ? (
            <footer className={styles.footer}>
              <Caption1>{t('footer.copyright', { year: new Date().getFullYear() })}</Caption1>
            </footer>
          ) : null}
        </div>
      </div>
      {navbar ? null : (
        // The navbar hidden, its actions stay: language, messages, settings and logout.
        <header className={styles.floatingBar}>
          <NavbarActions messageBox={messageBox} />
        </header>
      )}
      {settingsWanted ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
      {guideWanted ? (
        <Suspense fallback={null}>
          <FirstVisitGuide />
        </Suspense>
      ) : null}
      {watermark ? <Watermark text={t('watermark.text')} color={watermark.color} /> : null}
    </div>
  );
}
