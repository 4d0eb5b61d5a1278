import { render } from '@react-email/render';
import { accessCodeMail } from './access-code.tsx';
import { bookingMail } from './booking.tsx';
import { bookingClosedMail } from './booking-closed.tsx';
import { cardExpiringMail } from './card-expiring.tsx';
import { claimDeniedMail } from './claim-denied.tsx';
import { claimDocumentRequestedMail } from './claim-document-requested.tsx';
import { claimDocumentsRejectedMail } from './claim-documents-rejected.tsx';
import { claimMessageMail } from './claim-message.tsx';
import { claimReceivedMail } from './claim-received.tsx';
import { claimReplyReceivedMail } from './claim-reply-received.tsx';
import { claimStatusChangedMail } from './claim-status-changed.tsx';
import { contractSignedMail } from './contract-signed.tsx';
import { emailChangeCodeMail } from './email-change-code.tsx';
import { emailChangeNoticeMail } from './email-change-notice.tsx';
import { evaluationDecidedMail } from './evaluation-decided.tsx';
import { imeiSavedMail } from './imei-saved.tsx';
import { invitationMail } from './invitation.tsx';
import { loginCodeMail } from './login-code.tsx';
import type { MailTemplate } from './mail-template.ts';
import { passwordResetMail } from './password-reset.tsx';
import { policyActiveMail } from './policy-active.tsx';
import { policyCancelledMail } from './policy-cancelled.tsx';
import { policyDocumentsMail } from './policy-documents.tsx';
import { policyEndorsedMail } from './policy-endorsed.tsx';
import { policyRenewedMail } from './policy-renewed.tsx';
import { receiptPaidMail } from './receipt-paid.tsx';
import { receiptReturnedMail } from './receipt-returned.tsx';
import { receiptUnpaidMail } from './receipt-unpaid.tsx';
import { renewalDeclinedMail } from './renewal-declined.tsx';
import { renewalNoticeMail } from './renewal-notice.tsx';
import { signingCodeMail } from './signing-code.tsx';
import { signingExpiredMail } from './signing-expired.tsx';
import { signingLinkMail } from './signing-link.tsx';
import { signingReminderMail } from './signing-reminder.tsx';
import { unpaidPremiumMail } from './unpaid-premium.tsx';

// Every mail Amparo sends, one file each in this folder. Use-cases queue a
// mail by template id and data (services/mail.ts); a new mail is a new file
// here plus one line below, and the template test previews it.
export const MAIL_TEMPLATES = {
  booking: bookingMail,
  'booking-closed': bookingClosedMail,
  'card-expiring': cardExpiringMail,
  'access-code': accessCodeMail,
  'password-reset': passwordResetMail,
  invitation: invitationMail,
  'login-code': loginCodeMail,
  'email-change-code': emailChangeCodeMail,
  'email-change-notice': emailChangeNoticeMail,
  'policy-active': policyActiveMail,
  'receipt-unpaid': receiptUnpaidMail,
  'receipt-returned': receiptReturnedMail,
  'evaluation-decided': evaluationDecidedMail,
  'imei-saved': imeiSavedMail,
  'policy-cancelled': policyCancelledMail,
  'renewal-notice': renewalNoticeMail,
  'renewal-declined': renewalDeclinedMail,
  'policy-renewed': policyRenewedMail,
  'policy-endorsed': policyEndorsedMail,
  'unpaid-premium': unpaidPremiumMail,
  'signing-link': signingLinkMail,
  'signing-code': signingCodeMail,
  'signing-reminder': signingReminderMail,
  'signing-expired': signingExpiredMail,
  'contract-signed': contractSignedMail,
  'receipt-paid': receiptPaidMail,
  'policy-documents': policyDocumentsMail,
  'claim-received': claimReceivedMail,
  'claim-status-changed': claimStatusChangedMail,
  'claim-documents-rejected': claimDocumentsRejectedMail,
  'claim-denied': claimDeniedMail,
  'claim-document-requested': claimDocumentRequestedMail,
  'claim-message': claimMessageMail,
  'claim-reply-received': claimReplyReceivedMail,
} as const;

export type MailTemplateId = keyof typeof MAIL_TEMPLATES;
export type MailData<Id extends MailTemplateId> =
  (typeof MAIL_TEMPLATES)[Id] extends MailTemplate<infer Data> ? Data : never;

export type RenderedMail = { subject: string; html: string; text: string };

/** Subject, HTML and the plain-text part of one mail. */
export async function renderMail<Id extends MailTemplateId>(
  template: Id,
  data: MailData<Id>,
): Promise<RenderedMail> {
  const mail = MAIL_TEMPLATES[template] as unknown as MailTemplate<MailData<Id>>;
  const element = mail.render(data);
  const [html, text] = await Promise.all([
    render(element),
    // Headings as written (html-to-text shouts them in capitals by default).
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  return { subject: mail.subject(data), html, text };
}
