import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';
import { Home16Regular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_ROUTE_PATH, MENU_GROUPS, routeByName } from '../../lib/route-table';
import { useT } from '../intl';

/** Home icon, then the menu group and the page title of the route on screen. */
export function AppBreadcrumb({ routeName }: { routeName: string | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const route = routeName ? routeByName(routeName) : undefined;
  const group = route?.parent ? MENU_GROUPS.find((g) => g.key === route.parent) : undefined;
  const labels = [
    group?.titleId,
    route && route.name !== 'Home' ? route.titleId : undefined,
  ].filter((id): id is string => id !== undefined);
  if (!route) labels.push('menu.notFound');
  return (
    <Breadcrumb aria-label={t('breadcrumb.label')} size="small">
      <BreadcrumbItem>
        <BreadcrumbButton
          icon={<Home16Regular />}
          onClick={() => navigate(DEFAULT_ROUTE_PATH)}
          current={labels.length === 0}
        >
          {t('breadcrumb.home')}
        </BreadcrumbButton>
      </BreadcrumbItem>
      {labels.map((id, index) => (
        <Fragment key={id}>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current={index === labels.length - 1}>{t(id)}</BreadcrumbButton>
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
