import { EMAIL_HTML_MAX_BYTES, SIGNATURES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import { EMAIL_BODY_REQUEST_LIMIT } from '../templates/templates-routes';
import type { SignaturesService } from './signatures-service';

export interface SignaturesRoutesOptions {
  readonly service: SignaturesService;
}

const SAVED = `html_content is sanitised on every save (ADR 015); html_content or plain_content over ${EMAIL_HTML_MAX_BYTES} UTF-8 bytes: 413 EMAIL.HTML_TOO_LARGE.`;
const OTHERS =
  'Another user: a colleague whose signature core’s sender rule lets the caller edit (canEditSenderSignature: marketing and sales and marketing → sender licences, smart campaign v2 → sender v2), else 403 AUTH.FORBIDDEN; the caller himself is served as his own; another organisation’s user or signature: 404.';

/**
 * Email signatures (docs/api.md "Templates, signatures, test addresses"). PERSONAL_SPACE_TEMPLATES ("templates and
 * signatures") is the subject of every route: read to read, the designed own-items cells to write.
 */
export const signaturesRoutes: FastifyPluginAsyncZod<SignaturesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SIGNATURES_ENDPOINTS, {
    listSignatures: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'read'),
      description: 'The caller’s signatures, oldest first.',
      handle: ({ auth }) => service.listOwn(auth),
    },
    createSignature: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'create'),
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `A signature of the caller. ${SAVED}`,
      handle: ({ auth, body }) => service.createOwn(auth, body),
    },
    replaceSignature: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'update'),
      ids: { params: { id: 'signature' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `Replaces one of the caller’s signatures (another user’s: 404). ${SAVED}`,
      handle: ({ auth, params, body }) => service.replaceOwn(auth, params.id, body),
    },
    listOtherUsersSignatures: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'read'),
      ids: { query: { user_id_list: 'user' } },
      description: `The signatures of the users of user_id_list, or of every colleague the caller may edit when absent. ${OTHERS}`,
      handle: ({ auth, query }) => service.listOfOthers(auth, query),
    },
    createOtherUserSignature: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'create'),
      ids: { body: { user_id: 'user' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `A signature of user_id. ${OTHERS} ${SAVED}`,
      handle: ({ auth, body }) => service.createForOther(auth, body),
    },
    replaceOtherUserSignature: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'update'),
      ids: { params: { id: 'user-signature' }, body: { user_id: 'user' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `Replaces the signature {id} of user_id (a signature of another user: 404). ${OTHERS} ${SAVED}`,
      handle: ({ auth, params, body }) => service.replaceOfOther(auth, params.id, body),
    },
  });
};
