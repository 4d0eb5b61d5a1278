import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

/** The data of every signing mail (link, reminder, expiry): who, which policy, and the page's link. */
export type SigningLinkMailData = {
  holderName: string;
  productName: string;
  policyNumber: string;
  /** `${publicUrl}/firma/{policy}?acceso={token}`: the token is a secret of the mail. */
  signUrl: string;
};

export const SIGNING_MAIL_PREVIEW: SigningLinkMailData = {
  holderName: 'Lucía',
  productName: 'Móvil Top',
  policyNumber: 'AMP-2026-000123',
  signUrl: 'https://amparo.example/firma/123?acceso=ejemplo',
};

/** The policy is paid (status 2): the contract waits for the policyholder's signature. */
export const signingLinkMail: MailTemplate<SigningLinkMailData> = {
  subject: (data) => `Firma el contrato de tu seguro ${data.productName}: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview="Tu contrato está listo para firmar" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Tu seguro {data.productName} (póliza {data.policyNumber}) ya está activo. Falta un paso: leer y firmar
        el contrato.
      </Paragraph>
      <Paragraph>
        En la página de firma verás el contrato completo, te enviaremos un código por correo o SMS y dibujarás
        tu firma. Tardas menos de dos minutos.
      </Paragraph>
      <Action href={data.signUrl}>Leer y firmar el contrato</Action>
      <Note>
        El enlace es personal y caduca en 7 días. Si caduca, pídenos otro o entra en tu área de cliente.
      </Note>
    </MailLayout>
  ),
  preview: SIGNING_MAIL_PREVIEW,
};
