// Back-office texts of a policy's life after the sale: the changes during the year (suplementos,
// docs/contract.md) with their dialogs, and the dunning of an unpaid receipt (docs/payments.md).
export const esAdminEndorsements = {
  admin: {
    renewals: {
      title: 'Renovaciones',
      link: 'Renovaciones',
      description:
        'Las pólizas cuyo próximo periodo empieza en el mes: sin aviso aún, avisadas, las que no se renuevan y las ya renovadas.',
      month: 'Mes',
      byStatus: 'Por estado',
      all: 'Todas · {{count}}',
      statuses: {
        not_due: 'Sin aviso aún',
        announced: 'Avisadas',
        declined: 'No se renuevan',
        renewed: 'Renovadas',
        not_renewable: 'No renovables',
      },
      declinedBy: { holder: 'El tomador', insurer: 'La aseguradora' },
      columns: {
        policy: 'Póliza',
        holder: 'Tomador',
        product: 'Producto',
        startsOn: 'Nuevo periodo',
        status: 'Estado',
        premium: 'Prima por recibo',
        declinedBy: 'No renueva',
      },
      caption: 'Renovaciones de {{month}}',
      empty: 'Ninguna póliza renueva en este mes con este estado.',
      truncated: 'Se muestran las {{limit}} primeras; el CSV tiene todas.',
      export: 'Exportar CSV',
    },
    dunning: {
      title: 'Impagos',
      hint: 'Recibo {{sequence}}, con vencimiento el {{date}}: qué se ha hecho y qué viene.',
      states: { done: 'Hecho', next: 'Siguiente', planned: 'Previsto' },
    },
    endorsements: {
      title: 'Suplementos',
      empty: 'Sin cambios durante el periodo.',
      number: 'N.º {{sequence}}',
      kinds: {
        device: 'Cambio de dispositivo',
        tier: 'Cambio de modalidad',
        periodicity: 'Cambio de periodicidad',
      },
      statuses: { applied: 'En vigor', scheduled: 'Previsto' },
      from: 'desde el {{date}}',
      change: '{{before}} → {{after}}',
      premium: 'Recibos hasta el vencimiento: {{before}} → {{after}}',
      nextPremium: 'Prima del próximo periodo: {{before}} → {{after}}',
      adjustment: 'Recibo por la diferencia: {{amount}}',
      credit: 'A devolver al cliente: {{amount}}',
      requestedBy: { holder: 'Pedido por el tomador', staff: 'Hecho por el personal' },
      pdf: 'PDF del suplemento {{sequence}}',
      phoneCheck: 'Pendiente de la peritación del nuevo móvil',
      actions: {
        device: 'Cambiar dispositivo',
        tier: 'Cambiar modalidad',
        periodicity: 'Cambiar periodicidad',
      },
      device: {
        title: 'Cambiar el dispositivo de la póliza {{number}}',
        description:
          'Desde hoy se asegura el nuevo y la prima se ajusta a prorrata. Un móvil necesita su propia peritación antes de estar cubierto. El cliente recibe el suplemento por correo.',
        brand: 'Marca',
        model: 'Modelo',
        value: 'Precio de compra',
        cause: 'Motivo',
        causes: {
          replacement: 'Sustituye a uno roto o robado',
          upgrade: 'El cliente ha comprado uno nuevo',
          other: 'Otro motivo',
        },
      },
      tier: {
        title: 'Cambiar la modalidad de la póliza {{number}}',
        description:
          'Desde una fecha del periodo actual (la prima se ajusta a prorrata) o desde el próximo periodo (entra en su renovación). El cliente recibe el suplemento por correo.',
        product: 'Nueva modalidad',
      },
      periodicity: {
        title: 'Cambiar la periodicidad de la póliza {{number}}',
        description:
          'Desde el próximo periodo (entra en su renovación y los recibos de este no se tocan) o desde una fecha de este: los recibos pendientes se rehacen a prorrata y lo ya pagado por los días siguientes se descuenta o se devuelve. El cliente recibe el suplemento por correo.',
        to: 'Pagará con recibo {{periodicity}}',
      },
      when: {
        label: 'Desde cuándo',
        options: { now: 'Desde una fecha de este periodo', next_period: 'Desde el próximo periodo' },
        effectiveOn: 'Fecha de efecto',
      },
      reason: 'Motivo (queda en el historial)',
      submit: 'Hacer el cambio',
    },
  },
} as const;
