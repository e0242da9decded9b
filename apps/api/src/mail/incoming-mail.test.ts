import { describe, expect, it } from 'vitest';
import { incomingMailOfCaught, readIncomingMail } from './incoming-mail';

const crlf = (lines: string[]) => lines.join('\r\n');

describe('readIncomingMail', () => {
  it('reads a reply: sender, threading headers, text, Auto-Submitted', async () => {
    const mail = await readIncomingMail(
      crlf([
        'From: "Paul Durand" <Paul.Durand@Client.test>',
        'To: jeanne@atlas.test',
        'Subject: =?UTF-8?Q?R=C3=A9ponse_automatique?=',
        'Message-ID: <r1@client.test>',
        'In-Reply-To: <a@atlas.test>',
        'References: <root@atlas.test> <a@atlas.test>',
        'Auto-Submitted: auto-replied',
        'Date: Sat, 28 Nov 2026 09:30:00 +0100',
        'Content-Type: text/plain; charset=utf-8',
        '',
        "Absent jusqu'au 3/12.",
      ]),
    );
    expect(mail).toMatchObject({
      messageId: '<r1@client.test>',
      from: 'paul.durand@client.test',
      subject: 'Réponse automatique',
      headers: expect.objectContaining({ 'auto-submitted': 'auto-replied' }),
      deliveryReport: null,
      date: new Date('2026-11-28T08:30:00.000Z'),
    });
    expect(mail.text.trim()).toBe("Absent jusqu'au 3/12.");
    expect([...mail.referencedMessageIds].sort()).toEqual(['<a@atlas.test>', '<root@atlas.test>']);
  });

  it('makes text of an HTML-only mail', async () => {
    const mail = await readIncomingMail(crlf(['From: a@b.test', 'Subject: Re', 'Content-Type: text/html; charset=utf-8', '', '<p>Oui, <b>intéressé</b></p>']));
    expect(mail.text).toContain('Oui, intéressé');
  });

  it('reads a delivery report carrying the whole refused message (message/rfc822) and an Original-Message-ID', async () => {
    const mail = await readIncomingMail(
      crlf([
        'From: postmaster@mx.test',
        'To: jeanne@atlas.test',
        'Subject: Delivery Status Notification (Failure)',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="xx"',
        '',
        '--xx',
        'Content-Type: text/plain',
        '',
        'Delivery has failed.',
        '--xx',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.test',
        'Original-Message-ID: <orig@atlas.test>',
        '',
        'Final-Recipient: rfc822; Nobody@Client.test',
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 <nobody@client.test>: Recipient address',
        ' rejected: User unknown',
        '',
        '--xx',
        'Content-Type: message/rfc822',
        '',
        'From: jeanne@atlas.test',
        'To: nobody@client.test',
        'Subject: Bonjour',
        'Message-ID: <returned@atlas.test>',
        '',
        'Bonjour',
        '--xx--',
        '',
      ]),
    );
    expect(mail.deliveryReport).toEqual({
      status: '5.1.1',
      action: 'failed',
      recipient: 'Nobody@Client.test',
      diagnostic: 'smtp; 550 5.1.1 <nobody@client.test>: Recipient address rejected: User unknown',
    });
    expect([...mail.referencedMessageIds].sort()).toEqual(['<orig@atlas.test>', '<returned@atlas.test>']);
  });
});

describe('incomingMailOfCaught', () => {
  it('takes the catcher’s threading headers and the bare sender address', () => {
    const mail = incomingMailOfCaught({
      id: '3',
      receivedAt: '2026-11-28T09:00:00.000Z',
      envelope: { from: 'paul@client.test', to: ['jeanne@atlas.test'] },
      from: 'Paul <Paul@Client.test>',
      to: ['jeanne@atlas.test'],
      subject: 'Re: Bonjour',
      messageId: '<r@client.test>',
      inReplyTo: '<a@atlas.test>',
      references: '<root@atlas.test> <a@atlas.test>',
      autoSubmitted: null,
      text: 'Merci',
      html: null,
      attachments: [],
      size: 10,
    });
    expect(mail).toMatchObject({ from: 'paul@client.test', text: 'Merci', headers: {}, deliveryReport: null });
    expect(mail.referencedMessageIds).toEqual(['<a@atlas.test>', '<root@atlas.test>']);
  });
});
