// Texts of the event-driven modals (spec 2) except the long legal documents.
export const esModals = {
  modals: {
    contact: {
      title: 'Te llamamos',
      description: 'Déjanos tus datos y un agente te llamará en el horario que elijas.',
      name: 'Nombre',
      namePlaceholder: 'Tu nombre',
      phone: 'Teléfono',
      phonePlaceholder: '600 000 000',
      phoneHint: 'Móvil o fijo de España, 9 dígitos.',
      slot: 'Franja preferida',
      slots: {
        morning: 'Mañana (9 a 14h)',
        afternoon: 'Tarde (14 a 19h)',
        any: 'Cualquier hora',
      },
      hours: 'Llamamos de lunes a viernes de 9 a 19h; sábados, domingos y festivos de 10 a 18h.',
      submit: 'Solicitar llamada',
      sending: 'Enviando…',
    },
    contactSuccess: {
      titleOpen: '¡Gracias! Te llamamos enseguida',
      titleClosed: '¡Gracias! Te llamaremos en cuanto abramos',
      bodyOpen: 'Un agente te llamará en los próximos minutos.',
      titleAfternoon: '¡Gracias! Te llamamos esta tarde',
      bodyAfternoon:
        'Como prefieres que te llamemos por la tarde, un agente te llamará hoy entre las {{from}} y las {{until}}h.',
      titleTomorrow: '¡Gracias! Te llamamos mañana por la mañana',
      bodyTomorrow:
        'Como prefieres que te llamemos por la mañana, un agente te llamará mañana a partir de las {{from}}h.',
      bodyClosed:
        'Ahora estamos fuera de horario. Tenemos tu petición y un agente te llamará al empezar el próximo turno.',
      action: 'Entendido',
    },
    userEdit: {
      title: 'Editar tus datos',
      description: 'Revisa tus datos de contacto. Los usaremos para enviarte la póliza.',
      name: 'Nombre',
      surname1: 'Primer apellido',
      surname2: 'Segundo apellido (opcional)',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      submit: 'Guardar cambios',
      errors: {
        required: 'Este campo es obligatorio',
        email: 'Escribe un correo electrónico válido',
      },
    },
    acceptance: {
      title: 'Antes de continuar',
      description: 'Para contratar tienes que leer y aceptar estos documentos.',
      terms: 'He leído y acepto las condiciones del seguro',
      precontractual: 'He leído la información precontractual',
      privacy: 'He leído y acepto la política de privacidad',
      read: 'Leer documento',
      error: 'Tienes que aceptar los tres documentos para continuar',
      submit: 'Aceptar y continuar',
    },
    conditionsAcceptance: {
      title: 'Condiciones de la cobertura',
      description: 'Confirma que tu dispositivo cumple estas condiciones:',
      invoice: 'Tengo la factura de compra del dispositivo',
      age: 'El dispositivo tiene menos de 3 años desde la compra',
      note: 'Necesitarás la factura si declaras un siniestro.',
      error: 'Confirma las dos condiciones para continuar',
      submit: 'Confirmar',
    },
    signError: {
      title: 'No hemos podido completar la firma',
      body: 'La firma del contrato no se ha completado. No te preocupes: tu seguro y tus datos siguen guardados.',
      retry: 'Volver a firmar',
      help: 'Si el problema continúa, llámanos y te ayudamos a firmar.',
    },
    successImei: {
      title: 'IMEI verificado',
      body: 'Hemos leído el IMEI de tu móvil correctamente.',
      bodyWithImei: 'Hemos leído el IMEI {{imei}} correctamente.',
      action: 'Continuar',
    },
    confirmDelete: {
      title: '¿Seguro que quieres eliminarlo?',
      body: 'Esta acción no se puede deshacer.',
      confirm: 'Sí, eliminar',
    },
    confirmCancelProcess: {
      title: '¿Quieres salir del proceso?',
      body: 'Si sales ahora perderás los datos que no hayas guardado. Podrás empezar de nuevo cuando quieras.',
      confirm: 'Sí, salir',
      stay: 'Seguir con el proceso',
    },
  },
} as const;
