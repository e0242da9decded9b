import { text } from '../i18n/text';
import type { Ability } from './ability';
import type { NavLink } from './navigation-item';

/**
 * The links of the platform's support staff (designed, docs/analytics.md): shown in the user menu, in a section of
 * their own, to platform administrators only (`AccessUser.isPlatformAdmin`), whatever their licence; nobody else
 * sees them (and the routes' guard refuses them: `platformAdminOnly`).
 * @rule design · platform administrators see the usage analytics and inquiry desk links in the user menu; nobody else does
 */
export function platformAdminLinksFor(ability: Ability): NavLink[] {
  if (ability.user.isPlatformAdmin !== true) return [];
  return [
    {
      kind: 'link',
      key: 'platform-admin.analytics',
      label: text('navigation.platformAdmin.analytics'),
      target: { kind: 'app', path: '/support/analytics' },
      subject: null,
    },
    {
      kind: 'link',
      key: 'platform-admin.inquiries',
      label: text('navigation.platformAdmin.inquiries'),
      target: { kind: 'app', path: '/support/inquiries' },
      subject: null,
    },
  ];
}
