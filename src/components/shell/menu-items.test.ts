import { describe, expect, it } from 'vitest';
import { rolesAllow } from '../../lib/permission';
import { buildMenu, type MenuEntry } from './menu-items';

const names = (entries: MenuEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'route'
      ? entry.route.name
      : `${entry.group.key}(${entry.routes.map((r) => r.name).join(',')})`,
  );

describe('buildMenu', () => {
  it('orders the visible routes and groups Long and Short novels under Works', () => {
    const menu = buildMenu((route) => rolesAllow(route, 'is_sign'));
    expect(names(menu)).toEqual([
      'Home',
      'Works(BookManage,BookShorts)',
      'Readers',
      'Income',
      'BookData',
      'AccountInfo',
    ]);
  });

  it('leaves Income and Data out for an unsigned author', () => {
    const menu = buildMenu((route) => rolesAllow(route, ''));
    expect(names(menu)).toEqual(['Home', 'Works(BookManage,BookShorts)', 'Readers', 'AccountInfo']);
  });

  it('drops a group whose routes are all refused', () => {
    const menu = buildMenu((route) => route.parent === undefined);
    expect(names(menu)).not.toContain('Works(BookManage,BookShorts)');
  });
});
