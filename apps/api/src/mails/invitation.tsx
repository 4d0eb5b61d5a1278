import { Action, MailLayout, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type InvitationMailData = { name: string; invitationUrl: string };

/** A staff account created by the CSV import: choose a password within 3 days. */
export const invitationMail: MailTemplate<InvitationMailData> = {
  subject: () => 'Tu cuenta del back office de Amparo',
  render: (data) => (
    <MailLayout preview="Elige tu contraseña para entrar" heading={`Hola, ${data.name}:`}>
      <Paragraph>
        Te hemos creado una cuenta en el back office de Amparo. Elige tu contraseña en este enlace (caduca en
        3 días):
      </Paragraph>
      <Action href={data.invitationUrl}>Elegir mi contraseña</Action>
    </MailLayout>
  ),
  preview: {
    name: 'Jorge',
    invitationUrl: 'https://amparo.example/admin/restablecer-contrasena?token=TOKEN-DE-INVITACION',
  },
};
