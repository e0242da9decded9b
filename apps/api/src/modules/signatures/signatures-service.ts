import { canEditSenderSignature, DomainFailure } from '@cible/core';
import type { OtherUserSignatureBody, OtherUsersSignaturesQuery, Signature, SignatureBody, SignatureListResponse } from '@cible/core';
import { emailHtmlToStore, emailPlainTextToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import { toSessionUser } from '../users/user-payload';
import type { UsersRepository } from '../users/users-repository';
import type { SignatureFields, SignaturesRepository } from './signatures-repository';

export interface SignaturesServiceDependencies {
  readonly repository: SignaturesRepository;
  readonly users: Pick<UsersRepository, 'searchUsers'>;
}

export interface SignaturesService {
  listOwn(auth: AuthContext): Promise<SignatureListResponse>;
  createOwn(auth: AuthContext, body: SignatureBody): Promise<Signature>;
  replaceOwn(auth: AuthContext, id: number, body: SignatureBody): Promise<Signature>;
  listOfOthers(auth: AuthContext, query: OtherUsersSignaturesQuery): Promise<SignatureListResponse>;
  createForOther(auth: AuthContext, body: OtherUserSignatureBody): Promise<Signature>;
  replaceOfOther(auth: AuthContext, id: number, body: OtherUserSignatureBody): Promise<Signature>;
}

/** Most colleagues read at once for the list of other users' signatures (an organisation's users fit in it). */
const MAX_COLLEAGUES = 1000;

const storedFields = (body: SignatureBody): SignatureFields => ({
  name: body.name,
  htmlContent: emailHtmlToStore('html_content', body.html_content),
  plainContent: emailPlainTextToStore('plain_content', body.plain_content ?? null),
});

const forbidden = (): DomainFailure =>
  new DomainFailure('AUTH.FORBIDDEN', 'Only the user, or a colleague whose sender signature core’s rule lets you edit, may do this.');

/**
 * Use cases of the email signatures (docs/api.md "Templates, signatures, test addresses"). One's own signatures:
 * any reader of PERSONAL_SPACE_TEMPLATES (with the designed own-items cells to write). Another user's: only a
 * colleague whose signature core's sender rule lets the caller edit (`canEditSenderSignature`: marketing and sales
 * and marketing → sender licences; smart campaign v2 → sender v2; anyone else → nobody), else 403; the caller
 * naming himself is served as his own. Another organisation's user or signature: 404 (tenant hook and SQL).
 */
export function createSignaturesService({ repository, users }: SignaturesServiceDependencies): SignaturesService {
  const organizationOf = (auth: AuthContext): number => auth.user.organizationId;

  /** The colleagues among `ids` (all when absent) whose signature the caller may edit, the caller if named. */
  const editableUsers = async (auth: AuthContext, ids: readonly number[] | undefined): Promise<number[]> => {
    if (ids !== undefined && ids.length === 0) return [];
    const { users: records } = await users.searchUsers(
      { organizationId: organizationOf(auth) },
      { ...(ids === undefined ? {} : { idList: ids }), limit: MAX_COLLEAGUES, offset: 0 },
    );
    const editable: number[] = [];
    for (const record of records) {
      if (record.id === auth.user.id) {
        if (ids !== undefined) editable.push(record.id);
        continue;
      }
      const allowed = canEditSenderSignature(auth.user.access.licenceId, toSessionUser(record).access.licenceId);
      if (allowed) editable.push(record.id);
      else if (ids !== undefined) throw forbidden();
    }
    if (ids !== undefined && ids.some((id) => !records.some((record) => record.id === id))) throw new DomainFailure('NOT_FOUND', 'No such user.');
    return editable;
  };

  /** The user a signature is written for: the caller, or a colleague the caller may edit (else 403 / 404). */
  const writableUser = async (auth: AuthContext, userId: number): Promise<number> => {
    if (userId === auth.user.id) return userId;
    const [id] = await editableUsers(auth, [userId]);
    return id!;
  };

  return {
    async listOwn(auth) {
      return { signature_list: await repository.listOfUsers(organizationOf(auth), [auth.user.id]) };
    },
    createOwn: (auth, body) => repository.insert(organizationOf(auth), auth.user.id, storedFields(body)),
    async replaceOwn(auth, id, body) {
      const replaced = await repository.replace(organizationOf(auth), auth.user.id, id, storedFields(body));
      if (!replaced) throw new DomainFailure('NOT_FOUND', 'No such signature.');
      return replaced;
    },
    async listOfOthers(auth, query) {
      const ids = query.user_id_list === undefined ? undefined : [...new Set(query.user_id_list)];
      return { signature_list: await repository.listOfUsers(organizationOf(auth), await editableUsers(auth, ids)) };
    },
    async createForOther(auth, body) {
      const userId = await writableUser(auth, body.user_id);
      return repository.insert(organizationOf(auth), userId, storedFields(body));
    },
    async replaceOfOther(auth, id, body) {
      const userId = await writableUser(auth, body.user_id);
      const replaced = await repository.replace(organizationOf(auth), userId, id, storedFields(body));
      if (!replaced) throw new DomainFailure('NOT_FOUND', 'No such signature of that user.');
      return replaced;
    },
  };
}
