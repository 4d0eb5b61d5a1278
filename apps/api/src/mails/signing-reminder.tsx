import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';
import { SIGNING_MAIL_PREVIEW, type SigningLinkMailData } from './signing-link.tsx';

export type SigningReminderMailData = SigningLinkMailData;

/** The signing is still open 2 days before it lapses (7 days untouched): one reminder. */
export const signingReminderMail: MailTemplate<SigningReminderMailData> = {
  subject: (data) => `Te quedan 2 días para firmar el contrato de la póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview="Te quedan 2 días para firmar tu contrato" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Tu seguro {data.productName} (póliza {data.policyNumber}) está activo, pero el contrato sigue sin
        firmar. Te quedan 2 días para firmarlo.
      </Paragraph>
      <Action href={data.signUrl}>Leer y firmar el contrato</Action>
      <Note>
        Si pasa el plazo, podrás preparar el contrato de nuevo desde la misma página. Si ya lo has firmado,
        ignora este correo.
      </Note>
    </MailLayout>
  ),
  preview: SIGNING_MAIL_PREVIEW,
};
