// Shared interface texts: layout, buttons, toasts, loading, call-you card.
export const esCommon = {
  brand: {
    name: 'Amparo',
    tagline: 'Seguros para tu móvil y tus dispositivos',
    homeLink: 'Amparo, ir al inicio',
  },
  nav: {
    skipToContent: 'Saltar al contenido',
    callMe: 'Te llamamos',
    goHome: 'Volver al inicio',
    back: 'Atrás',
    next: 'Siguiente',
    close: 'Cerrar',
    cancel: 'Cancelar',
    retry: 'Reintentar',
    contract: 'Contratar online',
  },
  footer: {
    legalNav: 'Información legal',
    terms: 'Condiciones de uso',
    privacy: 'Política de privacidad',
    precontractual: 'Información precontractual',
    rights: '© {{year}} Amparo. Seguro comercializado junto a nuestros socios distribuidores.',
  },
  loading: {
    label: 'Cargando…',
  },
  app: {
    update: {
      available: 'Nueva versión disponible',
      action: 'Actualizar',
    },
    install: {
      title: 'Instala la app de Amparo',
      body: 'Tu seguro a un toque desde la pantalla de inicio: la comprobación del móvil, los pagos y los siniestros se abren en la app.',
      action: 'Instalar la app',
      iosHint: 'En el iPhone: pulsa Compartir y después «Añadir a pantalla de inicio».',
      installed: 'App instalada: la encontrarás en tu pantalla de inicio.',
    },
  },
  toast: {
    // Spec 8 lists the defaults as 'Action failed' / 'Action was successful';
    // the product is Spanish-only (spec 1), so we ship them translated.
    defaultError: 'La acción ha fallado',
    defaultSuccess: 'La acción se ha realizado correctamente',
    region: 'Notificaciones',
    // Radix puts the keyboard shortcut in place of {hotkey}: 'Notificaciones (F8)'.
    viewport: 'Notificaciones ({hotkey})',
    close: 'Cerrar notificación',
  },
  callYou: {
    title: '¿Hablamos?',
    description: 'Nuestro equipo de atención al cliente resuelve tus dudas y te ayuda a contratar.',
    phoneLabel: 'Atención al cliente',
    phoneAria: 'Llamar a atención al cliente, {{phone}}',
    timetable: 'Lunes a viernes de 9 a 19h',
    orLeaveNumber: 'O déjanos tu número y te llamamos nosotros.',
    button: 'Te llamamos',
  },
  errors: {
    generic: 'Ha ocurrido un error',
    network: 'No hemos podido conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
} as const;
