// The withdrawal function (desistimiento, docs/cancellation.md; Directive 2023/2673): the
// customer area's button, its one confirmation page and the acknowledgement.
export const esWithdrawal = {
  withdrawal: {
    button: 'Desistir del contrato',
    buttonLabel: 'Desistir del contrato de la póliza {{number}}',
    buttonHint: 'Puedes desistir sin dar explicaciones hasta el {{date}}.',
    cancelledUntil: 'Cancelada. Cobertura hasta el {{date}}.',
    cancelled: 'Cancelada.',
    title: 'Desistir del contrato',
    intro: 'Vas a desistir de este seguro. Revisa lo que significa antes de confirmar.',
    policyNumber: 'Póliza',
    product: 'Seguro',
    devices: 'Dispositivo asegurado',
    consequencesTitle: 'Qué pasa si desistes',
    coverEnds: 'La cobertura termina hoy: desde ese momento el dispositivo deja de estar asegurado.',
    refund:
      'Te devolvemos todo lo que has pagado, {{amount}}, por el mismo medio con el que pagaste, en un plazo máximo de 14 días.',
    nothingPaid: 'No has pagado nada todavía, así que no hay nada que devolverte.',
    unpaidCancelled: 'Los recibos que aún no has pagado se anulan: no te cobraremos nada más.',
    deadline: 'Puedes desistir hasta el {{date}} incluido.',
    confirm: 'Confirmar el desistimiento',
    back: 'Volver',
    notEligible:
      'Esta póliza ya no se puede desistir: el plazo de 15 días ha terminado o la póliza ya está cancelada.',
    notFound: 'No encontramos esta póliza en tu área de cliente.',
    loadError: 'No hemos podido cargar tus datos.',
    doneTitle: 'Has desistido del contrato',
    doneWhen: 'Registramos tu desistimiento el {{dateTime}} (hora peninsular).',
    donePolicy: 'Póliza {{number}}: la cobertura termina el {{date}}.',
    doneRefund:
      'Te devolveremos {{amount}} por el mismo medio con el que pagaste, en un plazo máximo de 14 días.',
    doneNoRefund: 'No hay importe que devolver.',
    doneMail: 'Te lo hemos enviado también por correo',
    doneBack: 'Volver a mis pólizas',
  },
} as const;
