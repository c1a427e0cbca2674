import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import {
  HOME_TAB_NAME,
  selectActiveTabName,
  selectTabs,
} from '../../machines/tab-bar/tab-bar.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  list: { flexGrow: 1, overflowX: 'auto', minWidth: 0 },
});

/** The open pages as tabs; the actions menu acts on the tab on screen. */
export function TabBar() {
  const styles = useStyles();
  const t = useT();
  const { tabBar } = useAppActors();
  const tabs = useSelector(tabBar, selectTabs);
  const activeName = useSelector(tabBar, selectActiveTabName);
  const [, navigate] = useLocation();
  const active = tabs.find((tab) => tab.name === activeName);
  const fullPath = active?.fullPath ?? '/home';
  const isHome = activeName === HOME_TAB_NAME;

  return (
    // A landmark of its own: the open pages are a way around the app, like the menu.
    <nav className={styles.bar} aria-label={t('tabBar.label')}>
      <TabList
        className={styles.list}
        size="small"
        aria-label={t('tabBar.label')}
        selectedValue={activeName ?? undefined}
        onTabSelect={(_, data) => {
          const tab = tabs.find((entry) => entry.name === data.value);
          if (tab) navigate(tab.fullPath);
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name}>
            {t(tab.title)}
          </Tab>
        ))}
      </TabList>
      {/* Inline: the menu stays in the tab bar's landmark, right after its button. */}
      <Menu inline>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size="small"
            icon={<MoreHorizontal20Regular />}
            aria-label={t('tabBar.actions')}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => navigate(`/redirect${fullPath}`)}>
              {t('tabBar.actions.reload')}
            </MenuItem>
            <MenuItem
              disabled={isHome}
              onClick={() => tabBar.send({ type: 'tabBar.close', fullPath })}
            >
              {t('tabBar.actions.close')}
            </MenuItem>
            <MenuItem onClick={() => tabBar.send({ type: 'tabBar.closeOthers', fullPath })}>
              {t('tabBar.actions.closeOther')}
            </MenuItem>
            <MenuItem onClick={() => tabBar.send({ type: 'tabBar.closeLeft', fullPath })}>
              {t('tabBar.actions.closeLeft')}
            </MenuItem>
            <MenuItem onClick={() => tabBar.send({ type: 'tabBar.closeRight', fullPath })}>
              {t('tabBar.actions.closeRight')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                tabBar.send({ type: 'tabBar.reset' });
                navigate('/home');
              }}
            >
              {t('tabBar.actions.closeAll')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </nav>
  );
}
