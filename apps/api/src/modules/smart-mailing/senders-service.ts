import { DomainFailure } from '@cible/core';
import type { Sender, SenderCreateBody, SenderListResponse, SenderUpdateBody } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { SenderFields, SendersRepository } from './senders-repository';

export interface SendersService {
  list(auth: AuthContext): Promise<SenderListResponse>;
  listUsed(auth: AuthContext): Promise<SenderListResponse>;
  create(auth: AuthContext, body: SenderCreateBody): Promise<Sender>;
  update(auth: AuthContext, id: number, body: SenderUpdateBody): Promise<Sender>;
  remove(auth: AuthContext, id: number): Promise<void>;
}

const notFound = () => new DomainFailure('NOT_FOUND', 'No such sender.');

/**
 * Use cases of the campaign senders (ADR 032): a sender's address is on one of the organisation's sending domains
 * (else 422 SENDER.DOMAIN_NOT_ALLOWED); one default per organisation: a new or changed default replaces the previous
 * one, and the organisation's first sender is its default.
 */
export function createSendersService(repository: SendersRepository): SendersService {
  const domainOf = async (organizationId: number, name: string) => {
    const domain = await repository.findDomainId(organizationId, name);
    if (domain === null) {
      throw new DomainFailure('SENDER.DOMAIN_NOT_ALLOWED', 'The sender’s domain is not one of the organisation’s sending domains.', {
        details: { field: 'sender_email_domain_name_part' },
      });
    }
    return domain;
  };
  return {
    async list(auth) {
      return { sender_list: await repository.list(auth.user.organizationId) };
    },
    async listUsed(auth) {
      return { sender_list: await repository.listUsed(auth.user.organizationId) };
    },
    async create(auth, body) {
      const organizationId = auth.user.organizationId;
      const domain = await domainOf(organizationId, body.sender_email_domain_name_part);
      const fields: SenderFields = {
        senderName: body.sender_name,
        localPart: body.sender_email_local_part,
        domainId: domain.id,
        domainName: domain.name,
        replyToEmail: body.reply_to_email ?? null,
        isDefault: body.is_default ?? false,
      };
      return repository.create(organizationId, fields);
    },
    async update(auth, id, body) {
      const organizationId = auth.user.organizationId;
      const current = await repository.find(organizationId, id);
      if (current === null) throw notFound();
      const domain = await domainOf(organizationId, body.sender_email_domain_name_part ?? current.sender_email_domain_name_part);
      const updated = await repository.update(organizationId, id, {
        senderName: body.sender_name ?? current.sender_name,
        localPart: body.sender_email_local_part ?? current.sender_email_local_part,
        domainId: domain.id,
        domainName: domain.name,
        replyToEmail: body.reply_to_email === undefined ? current.reply_to_email : body.reply_to_email,
        isDefault: body.is_default ?? current.is_default,
      });
      if (updated === null) throw notFound();
      return updated;
    },
    async remove(auth, id) {
      if (!(await repository.remove(auth.user.organizationId, id))) throw notFound();
    },
  };
}
