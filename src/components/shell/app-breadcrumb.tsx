import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
} from '@fluentui/react-components';
import { Home16Regular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_ROUTE_PATH, MENU_GROUPS, routeByName } from '../../lib/route-table';
import { useT } from '../intl';
import { useBookTrailOf } from './page-trail';

/** Routes whose breadcrumb names their book: Home > book > chapters (> editor). */
const BOOK_ROUTES: Readonly<Record<string, readonly string[]>> = {
  ChapterManage: ['ChapterManage'],
  ChapterAdd: ['ChapterManage', 'ChapterAdd'],
};

const useStyles = makeStyles({
  // A phone cannot hold Home > book > chapters > editor on one line (an
  // English trail was 418 px on a 320 px screen): the trail wraps instead.
  list: { flexWrap: 'wrap' },
});

interface Crumb {
  readonly label: string;
  /** Where the crumb leads; the last crumb is the current page and leads nowhere. */
  readonly href?: string;
}

/**
 * Home icon, then the menu group and the page title of the route on screen;
 * on the chapter list and the editor, the book (leading to its details) and
 * the chapter list in between.
 */
export function AppBreadcrumb({
  routeName,
  notFoundTitleId = 'menu.notFound',
}: {
  routeName: string | null;
  /** What the not-found route is called: a refusal for want of signing is not 'page not found'. */
  notFoundTitleId?: string;
}) {
  const t = useT();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const route = routeName ? routeByName(routeName) : undefined;
  const bookRoutes = routeName ? BOOK_ROUTES[routeName] : undefined;
  const trail = useBookTrailOf(bookRoutes ? routeName : null);
  let crumbs: Crumb[];
  if (bookRoutes && trail) {
    const query = `?book_id=${encodeURIComponent(trail.bookId)}`;
    crumbs = [
      { label: trail.bookTitle, href: `/book-manage/book-info${query}` },
      ...bookRoutes.map((name) => ({
        label: t(routeByName(name)?.titleId ?? name),
        href: name === 'ChapterManage' ? `/chapter-manage${query}` : undefined,
      })),
    ];
  } else {
    const group = route?.parent ? MENU_GROUPS.find((g) => g.key === route.parent) : undefined;
    // Under a group the page is named as its menu entry: the long list's
    // title is the group's own name ("作品管理 > 作品管理"), its entry
    // "长篇作品" sits beside "短篇作品".
    const pageTitleId = group ? (route?.menuTitleId ?? route?.titleId) : route?.titleId;
    crumbs = [group?.titleId, route && route.name !== 'Home' ? pageTitleId : undefined]
      .filter((id): id is string => id !== undefined)
      .map((id) => ({ label: t(id) }));
    if (!route) crumbs.push({ label: t(notFoundTitleId) });
  }
  return (
    <Breadcrumb aria-label={t('breadcrumb.label')} size="small" list={{ className: styles.list }}>
      <BreadcrumbItem>
        <BreadcrumbButton
          icon={<Home16Regular />}
          onClick={() => navigate(DEFAULT_ROUTE_PATH)}
          current={crumbs.length === 0}
        >
          {t('breadcrumb.home')}
        </BreadcrumbButton>
      </BreadcrumbItem>
      {crumbs.map((crumb, index) => {
        const current = index === crumbs.length - 1;
        const href = current ? undefined : crumb.href;
        return (
          // Keyed by position: two crumbs may read the same (a book named as
          // a page), and a repeated key left the old page's crumb behind
          // when the next page's trail was shorter.
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the trail
          <Fragment key={index}>
            <BreadcrumbDivider />
            <BreadcrumbItem>
              {href ? (
                <BreadcrumbButton
                  href={href}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(href);
                  }}
                >
                  {crumb.label}
                </BreadcrumbButton>
              ) : (
                <BreadcrumbButton current={current}>{crumb.label}</BreadcrumbButton>
              )}
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
