import { describe, expect, it } from 'vitest';
import { appLink, deskLink, findNavEntry, navEntryKeys } from './navigation-item';
import type { NavMenu } from './navigation-item';

describe('navigation items', () => {
  const menu: NavMenu = {
    kind: 'menu',
    key: 'm',
    label: 'Menu',
    labelEn: 'Menu',
    subject: null,
    target: null,
    children: [appLink('m.a', 'A', 'A', '/a', 'PAGE_HOME'), deskLink('m.b', 'B', 'B', '/b', null)],
  };

  it('builds app and desk links', () => {
    expect(appLink('k', 'Libellé', 'Label', '/x', 'PAGE_HOME')).toEqual({
      kind: 'link', key: 'k', label: 'Libellé', labelEn: 'Label', target: { kind: 'app', path: '/x' }, subject: 'PAGE_HOME',
    });
    expect(deskLink('k', 'L', 'L', '/my-lists', null).target).toEqual({ kind: 'desk', path: '/my-lists' });
  });

  it('lists keys depth first and finds nested entries', () => {
    expect(navEntryKeys([menu, appLink('z', 'Z', 'Z', '/z', null)])).toEqual(['m', 'm.a', 'm.b', 'z']);
    expect(findNavEntry([menu], 'm.b')?.label).toBe('B');
    expect(findNavEntry([menu], 'nope')).toBeUndefined();
  });
});
