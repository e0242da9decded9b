import { DomainFailure } from '@cible/core';
import type { BatEmail, BatEmailListResponse, BatEmailsBody } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { BatEmailOwner, BatEmailsRepository } from './bat-emails-repository';

export interface BatEmailsService {
  list(auth: AuthContext): Promise<BatEmailListResponse>;
  replace(auth: AuthContext, body: BatEmailsBody): Promise<BatEmailListResponse>;
}

const ownerOf = (auth: AuthContext): BatEmailOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

/**
 * Use cases of the test-send addresses (docs/api.md "Templates, signatures, test addresses"): the caller's own
 * address first with id 0 (never stored), then his stored addresses in their order. A replacement drops the caller's
 * own address if listed (it is always there) and keeps the id of an address it keeps (test sends name them by id).
 * Refused to the sender licences by core's matrix (they do not read PERSONAL_SPACE_TEST_EMAILS).
 */
export function createBatEmailsService(repository: BatEmailsRepository): BatEmailsService {
  const answer = async (owner: BatEmailOwner, stored: readonly BatEmail[]): Promise<BatEmailListResponse> => {
    const own = await repository.ownAddress(owner);
    if (own === null) throw new DomainFailure('NOT_FOUND', 'No such user.');
    return { bat_email_list: [{ id: 0, email: own }, ...stored] };
  };
  return {
    async list(auth) {
      const owner = ownerOf(auth);
      return answer(owner, await repository.list(owner));
    },
    async replace(auth, body) {
      const owner = ownerOf(auth);
      const own = auth.user.email.toLowerCase();
      const emails = body.email_list.filter((email) => email.toLowerCase() !== own);
      return answer(owner, await repository.replace(owner, emails));
    },
  };
}
