// Card payments of a receipt (/pagos/..., /contratacion/pago) and the gateway's return page.
export const esPayments = {
  payments: {
    goCustomerArea: 'Ir a mi área de cliente',
    summary: {
      amount: 'Importe a pagar',
      amountPaid: 'Importe pagado',
      policy: 'Póliza',
      product: 'Seguro',
      device_one: 'Dispositivo',
      device_other: 'Dispositivos',
      period: 'Periodo del recibo',
      periodValue: 'Del {{from}} al {{to}}',
    },
    pay: {
      eyebrow: 'Póliza {{number}}',
      title: 'Paga tu recibo',
      firstTitle: 'Paga tu primer recibo',
      lead: 'Revisa el recibo y págalo con tarjeta en la pasarela segura del banco.',
      firstLead: 'Tu seguro está dado de alta. Paga el primer recibo con tarjeta para activarlo.',
      leadFromMail: 'Hola, {{name}}. Este es el recibo de tu seguro {{product}}:',
      button: 'Pagar {{amount}} con tarjeta',
      retryButton: 'Reintentar el pago',
      leaving: 'Te llevamos a la pasarela de pago segura…',
      gatewayNote:
        'Te llevamos a la pasarela de pago segura de Redsys. No guardamos los datos de tu tarjeta. Al terminar volverás aquí.',
      alreadyPaid: 'Este recibo ya está pagado. No tienes que hacer nada más.',
      nothingToPay: 'Esta póliza no tiene ningún recibo pendiente de pago.',
      inBank:
        'Este recibo ya está en el banco: se carga en tu cuenta domiciliada el {{date}}. No hace falta que lo pagues ahora.',
      loading: 'Cargando tu recibo…',
      loadError: 'No hemos podido cargar tu recibo.',
      retryLoad: 'Reintentar',
      later: 'Pagar más tarde',
    },
    debit: {
      title: 'Domiciliación bancaria',
      body: 'Cargaremos el primer recibo en tu cuenta terminada en {{last4}}.',
      bodyNoIban: 'Cargaremos el primer recibo en la cuenta que nos has indicado.',
      noChargeNow: 'No se hace ningún cargo en esta pantalla.',
    },
    newIban: {
      title: 'Indicar otra cuenta',
      lead: 'Si tu banco nos ha devuelto el recibo porque la cuenta está cerrada o no es correcta, indícanos otra y lo cargaremos en ella.',
      submit: 'Cargar en esta cuenta',
      nextCollection: 'Lo cargaremos a partir del {{date}}.',
    },
    login: {
      title: 'Entra para pagar tu recibo',
      body: 'Entra en tu área de cliente con el código que te enviaremos por correo y volverás aquí para pagarlo.',
      action: 'Entrar en mi área de cliente',
    },
    paid: {
      title: 'Pago recibido',
      body: 'Gracias. Hemos recibido el pago de tu recibo.',
      policyActive: 'Tu póliza ya está activa.',
      policyWaitsCheck: 'Tu póliza se activará en cuanto validemos la comprobación de tu móvil.',
      confirming: 'Estamos confirmando tu pago…',
      confirmingBody: 'El banco nos está avisando. Suele tardar unos segundos; no cierres esta página.',
      slowTitle: 'Tu pago se está confirmando',
      slowBody:
        'El banco todavía no nos ha confirmado el pago. No vuelvas a pagar: en cuanto llegue la confirmación verás el recibo pagado en tu área de cliente y te avisaremos por correo.',
      checkAgain: 'Volver a comprobar',
    },
    denied: {
      title: 'No se ha podido hacer el pago',
      // Spec 8, card error.
      cardError: 'Por favor revisa los datos de la tarjeta e inténtalo de nuevo',
    },
    next: {
      title: 'Siguiente paso',
      sign: 'Te enviaremos el contrato para que lo firmes desde tu móvil. También lo verás en tu área de cliente.',
      phoneCheck:
        'Comprueba tu móvil con el enlace del correo de la contratación: en cuanto validemos la comprobación, tu póliza se activará.',
    },
    unknown: {
      title: 'No encontramos este pago',
      body: 'El enlace de vuelta de la pasarela está incompleto. Consulta el estado de tus recibos en tu área de cliente.',
    },
  },
} as const;
