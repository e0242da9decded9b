import type { EmailReplyCategoryCode } from '../catalogues/email-reply-categories';
import { foldMailText, outOfOfficeReturnDate } from './out-of-office-return-date';

/** What the mailbox reader knows of a mail that answers a sequence e-mail. */
export interface IncomingReply {
  readonly subject: string;
  /** The text part (or the HTML made text). */
  readonly text: string;
  /** Header values, names in lower case (`auto-submitted`, `x-autoreply`, `precedence`, `content-type`…). */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** A delivery status notification (multipart/report; report-type=delivery-status), read by the caller. */
  readonly deliveryReport?: { readonly status: string | null; readonly action: string | null } | null;
  /** The day it was received (`YYYY-MM-DD`): dates without a year are read after it. */
  readonly receivedOn: string;
}

/** How a reply is handled: its category (core's catalogue) and, for an out-of-office reply, the return date. */
export interface ReplyClassification {
  readonly category: EmailReplyCategoryCode;
  /** An auto-reply of an absence: the return date when it names one (`YYYY-MM-DD`). */
  readonly returnDate: string | null;
}

const AUTO_REPLY_SUBJECT =
  /^(?:(?:re|tr|fw|fwd)\s*:\s*)*(?:absence|absent|absente|out of (?:the )?office|ooo\b|automatic reply|auto[- ]?reply|autoreply|reponse automatique|auto[- ]?response|away from|conges|abwesenheit|respuesta automatica)/;
const AUTO_REPLY_TEXT = /\b(?:je suis (?:actuellement )?(?:absente?|en conges|en deplacement|en vacances)|absente? (?:du bureau|jusqu)|out of (?:the )?office|i am (?:currently )?(?:away|on (?:annual )?leave|on vacation|out of)|i'm (?:currently )?(?:away|on leave|out of))/;

const NOT_INTERESTED =
  /\b(?:pas interessee?s?|ne suis pas interessee?|ne sommes pas interesses|pas de besoin|aucun besoin|pas le besoin|ne plus (?:me )?(?:recevoir|contacter|solliciter)|ne me (?:contactez|sollicitez) plus|desinscri\w*|desabonn\w*|retirez[- ]moi|not interested|no thanks|no thank you|unsubscribe|remove me|do not contact|don't contact|stop (?:emailing|sending))/;
const INTERESTED =
  /\b(?:interessee?s?|rendez[- ]vous|rdv|appelez[- ]moi|rappelez[- ]moi|je suis disponible|disponible (?:le|pour|demain|mardi|lundi|mercredi|jeudi|vendredi)|volontiers|avec plaisir|echangeons|echanger|en savoir plus|interested|let's talk|call me|schedule a call|book a (?:call|meeting)|sounds good|happy to (?:chat|talk|discuss)|tell me more)/;

/** The new part of a reply: quoted lines (`>`) and everything after "Le … a écrit :" / "On … wrote:" left out. */
export function replyWithoutQuote(text: string): string {
  const kept: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const folded = foldMailText(line).trim();
    if (/^(?:le .{0,120} a ecrit ?:|on .{0,160} wrote:|-{2,} ?(?:original message|message d'origine)|de ?: .+@|from: .+@)/.test(folded)) break;
    if (folded.startsWith('>')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/** Whether the headers mark an automatic answer (RFC 3834 Auto-Submitted, X-Autoreply and the like). */
function autoSubmitted(headers: IncomingReply['headers']): boolean {
  const auto = headers['auto-submitted']?.trim().toLowerCase();
  if (auto !== undefined && auto !== '' && auto !== 'no') return true;
  if (headers['x-autoreply'] !== undefined || headers['x-autorespond'] !== undefined || headers['x-auto-response-suppress']?.toLowerCase().includes('oof') === true) return true;
  return /^auto[_-]?reply$/i.test(headers['precedence']?.trim() ?? '');
}

/**
 * The category of an answer to a sequence e-mail (core's email-reply-categories): a delivery status notification is a
 * bounce (a refusal by policy, status 5.7.x, is "blocked"); an automatic answer (Auto-Submitted / X-Autoreply header,
 * an absence subject or an absence sentence) is an auto-reply, with its return date when it names one; otherwise the
 * new part of the text decides: refusal words → not interested, interest words → interested, else "replied".
 * @rule prospecting §3 · reply classification with the email reply categories (designed)
 */
export function classifyReply(reply: IncomingReply): ReplyClassification {
  if (reply.deliveryReport) {
    const blocked = /^5\.7\./.test(reply.deliveryReport.status?.trim() ?? '');
    return { category: blocked ? 'blocked' : 'bounce', returnDate: null };
  }
  const text = replyWithoutQuote(reply.text);
  const folded = foldMailText(text);
  const subject = foldMailText(reply.subject).trim();
  if (autoSubmitted(reply.headers) || AUTO_REPLY_SUBJECT.test(subject) || AUTO_REPLY_TEXT.test(folded)) {
    return { category: 'auto_reply', returnDate: outOfOfficeReturnDate(text, reply.receivedOn) };
  }
  if (NOT_INTERESTED.test(folded)) return { category: 'not_interested', returnDate: null };
  if (INTERESTED.test(folded)) return { category: 'interested', returnDate: null };
  return { category: 'replied', returnDate: null };
}
