import type { EndpointAuth, PermissionAction, PermissionSubject } from '@cible/core';

/**
 * Who may call a route. Every `/v1` route declares one where it is registered (the server refuses to start
 * otherwise) and the authorisation hook enforces it; the access suite (apps/api/test/access-suite.test.ts) reads it
 * back and checks every route against core's matrix for every demo licence.
 * - `public`: no token;
 * - `signed-in`: any signed-in user (the route only acts on the caller's own session or data);
 * - `permission`: core's `can(ability, action, subject)`, and `hasManagerAccess` too when `managerOnly`;
 * - `platform-admin`: the platform's own staff (connect-as);
 * - `self-authenticated`: the route checks a credential of its own kind itself (the WebSocket's token query
 *   parameter, the development mailbox's session cookie, the analytics beacon token of the body) and acts on that
 *   user only.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | {
      readonly kind: 'permission';
      readonly subject: PermissionSubject;
      readonly action: PermissionAction;
      readonly managerOnly?: boolean;
    }
  | { readonly kind: 'platform-admin' }
  | { readonly kind: 'self-authenticated' };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
export const PLATFORM_ADMIN: RouteAccess = { kind: 'platform-admin' };
export const SELF_AUTHENTICATED: RouteAccess = { kind: 'self-authenticated' };

/** The action `action` on `subject` of core's matrix. */
export function permission(subject: PermissionSubject, action: PermissionAction): RouteAccess {
  return { kind: 'permission', subject, action };
}

/** The action on `subject` for a manager of the organisation only (core's `hasManagerAccess`). */
export function managerPermission(subject: PermissionSubject, action: PermissionAction): RouteAccess {
  return { kind: 'permission', subject, action, managerOnly: true };
}

/**
 * What an id a route receives designates, hence how the server finds its organisation (tenant):
 * - `self`: a user id that must be the caller's own;
 * - `user`: a user of the caller's organisation;
 * - `organization`: the caller's organisation;
 * - `notification`: one of the caller's own notifications;
 * - `conversation`: the caller's own support-chat conversation;
 * - `query`: a list (query) of the caller's organisation;
 * - `template`, `template-tag`, `signature`: the caller's own email template, template tag, signature;
 * - `user-signature`: a signature of any user of the caller's organisation (the routes for other users' signatures:
 *   the service applies core's sender rule on top);
 * - `test-address`: one of the caller's own test-send addresses, 0 standing for his own address (never stored);
 * - `inquiry`: one of the caller's own customer inquiries;
 * - `export`: one of the caller's own exports (a colleague's too is foreign: a download link is personal);
 * - `support-conversation`: any user's support-chat conversation, on the support staff's routes (platform-admin
 *   access only: the staff serve every organisation; the service answers 404 for one that does not exist);
 * - `support-inquiry`: any organisation's customer inquiry, on the support staff's inquiry desk (platform-admin access
 *   only, like `support-conversation`);
 * - `sequence`, `sequence-step`, `sequence-step-link`, `sequence-target`: a sequence of the caller's organisation, one of
 *   its steps, step links, targets (colleagues read each other's sequences; the service applies core's ownership rule
 *   to changes);
 * - `task`: one of the caller's own tasks, not deleted (a colleague's is foreign too);
 * - `sender`, `sending-domain`, `campaign`: a campaign sender, a sending domain, a campaign of the caller's organisation (ADR 032);
 * - `company`, `contact`, `news`, `conference`: the shared reference data, the same for every organisation (no tenant: the
 *   licence's blur rule applies instead).
 * Any other organisation's id, or another user's where the kind is personal, answers 404 and changes nothing.
 */
export type IdKind =
  | 'self'
  | 'user'
  | 'organization'
  | 'notification'
  | 'conversation'
  | 'query'
  | 'template'
  | 'template-tag'
  | 'signature'
  | 'user-signature'
  | 'test-address'
  | 'inquiry'
  | 'export'
  | 'sequence'
  | 'sequence-step'
  | 'sequence-step-link'
  | 'sequence-target'
  | 'task'
  | 'sender'
  | 'sending-domain'
  | 'campaign'
  | 'company'
  | 'contact'
  | 'news'
  | 'conference'
  | 'support-conversation'
  | 'support-inquiry';

/** The id kinds scoped to an organisation (the others are shared reference data, or the support staff's). */
export const TENANT_ID_KINDS: ReadonlySet<IdKind> = new Set<IdKind>([
  'self',
  'user',
  'organization',
  'notification',
  'conversation',
  'query',
  'template',
  'template-tag',
  'signature',
  'user-signature',
  'test-address',
  'inquiry',
  'export',
  'sequence',
  'sequence-step',
  'sequence-step-link',
  'sequence-target',
  'task',
  'sender',
  'sending-domain',
  'campaign',
]);

/** The tenant id kinds that name the caller's own things: a colleague's id is foreign too. */
export const PERSONAL_ID_KINDS: ReadonlySet<IdKind> = new Set<IdKind>(['self', 'notification', 'conversation', 'template', 'template-tag', 'signature', 'test-address', 'inquiry', 'export', 'task']);

/** The id kinds only a platform administrator's route may declare (they cross organisations). */
export const PLATFORM_ADMIN_ID_KINDS: ReadonlySet<IdKind> = new Set<IdKind>(['support-conversation', 'support-inquiry']);

/** Where a route's ids are: path parameters, query fields, body fields (a field may hold one id or a list of ids). */
export interface RouteIds {
  readonly params?: Readonly<Record<string, IdKind>>;
  readonly query?: Readonly<Record<string, IdKind>>;
  readonly body?: Readonly<Record<string, IdKind>>;
}

/** A route's declaration, kept in its Fastify config (`request.routeOptions.config`). */
export interface RouteDeclaration {
  readonly access: RouteAccess;
  readonly ids?: RouteIds;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (core's endpoint `auth`: public, user, password_change, service), read by the
     * authentication hook. Set from the endpoint descriptor.
     */
    auth?: EndpointAuth;
    /** Who may call the route (read by the authorisation hook). Required on every /v1 route. */
    access?: RouteAccess;
    /** The ids the route receives and what they designate (read by the tenant hook and the access suite). */
    ids?: RouteIds;
  }
}

/** The declaration of every registered /v1 route, in registration order (the access suite reads it). */
export interface DeclaredRoute extends RouteDeclaration {
  readonly method: string;
  /** Fastify's url pattern (`/v1/users/:id`). */
  readonly url: string;
}

/** A one-line reading of an access declaration (OpenAPI descriptions, error details). */
export function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return 'No authentication.';
    case 'signed-in':
      return 'Any signed-in user (acts on the caller only).';
    case 'platform-admin':
      return 'Platform administrators only.';
    case 'self-authenticated':
      return 'Checks its own credential (token parameter, session cookie or beacon token); acts on that user only.';
    case 'permission':
      return `Permission: ${access.action} on ${access.subject}${access.managerOnly ? ', organisation managers only' : ''}.`;
  }
}
