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
        morning: 'Mañana ({{from}} a {{to}}h)',
        afternoon: 'Tarde ({{from}} a {{to}}h)',
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
    signError: {
      title: 'No hemos podido completar la firma',
      body: 'La firma del contrato no se ha completado. No te preocupes: tu seguro y tus datos siguen guardados.',
      retry: 'Volver a firmar',
      help: 'Si el problema continúa, llámanos y te ayudamos a firmar.',
    },
    confirmDelete: {
      title: '¿Seguro que quieres eliminarlo?',
      body: 'Esta acción no se puede deshacer.',
      confirm: 'Sí, eliminar',
    },
    confirmCancelProcess: {
      title: '¿Quieres salir del proceso?',
      body: 'Si sales ahora perderás las fotos que hayas hecho; el IMEI queda guardado. Podrás hacer las fotos cuando quieras desde el mismo enlace o desde tu área de cliente.',
      confirm: 'Sí, salir',
      stay: 'Seguir con el proceso',
    },
  },
} as const;
