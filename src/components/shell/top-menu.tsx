import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown16Regular } from '@fluentui/react-icons';
import { useT } from '../intl';
import { menuIcon } from './icons';
import { MenuEntryText, useMenuCounts } from './menu-count';
import { useMenu } from './side-menu';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalL}`,
    minHeight: '44px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
  },
  selected: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}`,
    borderRadius: 0,
  },
});

/** Props of {@link TopMenu}. */
export interface TopMenuProps {
  /** Route on screen; its `activeMenu` or itself is highlighted. */
  routeName: string | null;
}

/**
 * The menu as a bar under the navbar (settings "top menu", desktop only):
 * the same entries as the side menu, groups opening as dropdowns.
 */
export function TopMenu({ routeName }: TopMenuProps) {
  const styles = useStyles();
  const t = useT();
  const { entries, selected, go } = useMenu(routeName);
  const countOf = useMenuCounts();
  return (
    <nav className={styles.bar} aria-label={t('menu.navigation')}>
      {entries.map((entry) => {
        if (entry.kind === 'route') {
          const active = selected === entry.route.name;
          return (
            <Button
              key={entry.route.name}
              as="a"
              href={entry.route.path}
              appearance="subtle"
              icon={menuIcon(entry.route.icon)}
              className={active ? styles.selected : undefined}
              aria-current={active ? 'page' : undefined}
              onClick={go(entry.route)}
            >
              <MenuEntryText
                title={t(entry.route.menuTitleId ?? entry.route.titleId)}
                count={countOf(entry.route)}
              />
            </Button>
          );
        }
        const active = entry.routes.some((route) => route.name === selected);
        return (
          // Inline: the menu stays in the navigation landmark, after its button.
          <Menu key={entry.group.key} inline>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                icon={menuIcon(entry.group.icon)}
                iconPosition="before"
                className={active ? styles.selected : undefined}
              >
                {t(entry.group.titleId)}
                <ChevronDown16Regular />
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {entry.routes.map((route) => (
                  <MenuItem key={route.name} onClick={go(route)}>
                    {t(route.menuTitleId ?? route.titleId)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </nav>
  );
}
