// Back-office texts of mail: the outbox's attachments and resend, and the
// policy's "Reenviar documentación". Loaded with the other admin texts (admin-texts.ts).
export const esAdminMail = {
  admin: {
    mailOutbox: {
      columns: { attachments: 'Adjuntos' },
      attachments: 'Adjuntos',
      attachmentsCount_one: '{{count}} adjunto',
      attachmentsCount_other: '{{count}} adjuntos',
      download: 'Descargar {{name}}',
      resend: 'Reenviar',
      resendTitle: '¿Reenviar este correo?',
      resendBody: 'Se enviará una copia idéntica, con sus adjuntos, a {{to}}.',
      resendConfirm: 'Reenviar correo',
      resent: 'Correo reenviado a {{to}}',
      cancel: 'Cancelar',
    },
    policyMail: {
      send: 'Reenviar documentación',
      title: '¿Reenviar la documentación?',
      body: 'Enviaremos a {{email}} un correo con la información precontractual (IPID) y el contrato de la póliza adjuntos.',
      confirm: 'Enviar documentación',
      cancel: 'Cancelar',
    },
  },
} as const;
