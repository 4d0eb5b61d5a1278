import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';
import { SIGNING_MAIL_PREVIEW, type SigningLinkMailData } from './signing-link.tsx';

export type SigningExpiredMailData = SigningLinkMailData;

/** The signing lapsed (7 days untouched): the customer prepares the contract again from the signing page. */
export const signingExpiredMail: MailTemplate<SigningExpiredMailData> = {
  subject: (data) => `Se acabó el plazo para firmar el contrato de la póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview="Se acabó el plazo para firmar tu contrato" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Se acabó el plazo para firmar el contrato de tu seguro {data.productName} (póliza {data.policyNumber}
        ): pasaron 7 días sin que se firmara. Tu seguro sigue activo.
      </Paragraph>
      <Paragraph>
        En la página de firma puedes preparar el contrato de nuevo y firmarlo en un par de minutos.
      </Paragraph>
      <Action href={data.signUrl}>Preparar el contrato de nuevo</Action>
      <Note>El enlace es personal y caduca en 7 días.</Note>
    </MailLayout>
  ),
  preview: SIGNING_MAIL_PREVIEW,
};
