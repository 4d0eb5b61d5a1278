// Landing, error screens and the signature return page.
export const esPages = {
  landing: {
    links: {
      pricing: 'Ver todos los precios',
      howItWorks: 'Cómo funciona, paso a paso',
      multi: 'Seguro multidispositivo',
      featured: 'Móviles destacados',
      map: 'Tiendas asociadas',
      faqs: 'Ver todas las preguntas',
    },
    hero: {
      eyebrow: 'Seguro de dispositivos 100 % online',
      title: 'Protege tu móvil y tus dispositivos',
      lead: 'Roturas de pantalla, daños por agua, robo y averías. Contrata en minutos, comprueba tu móvil con dos fotos y firma sin papeles.',
      primary: 'Te llamamos',
      secondary: 'Contratar online',
      highlights: ['Sin permanencia', 'Pago mensual o anual', '15 días para desistir'],
    },
    products: {
      title: 'Un seguro para cada dispositivo',
      lead: 'Elige la protección que encaja contigo.',
      items: {
        mobile: {
          name: 'Móvil',
          description: 'Rotura de pantalla y tapa trasera, daños por agua, robo y hurto.',
        },
        scooter: {
          name: 'Patinete',
          description: 'Daños al patinete, robo, responsabilidad civil y accidentes del conductor.',
        },
        warranty: {
          name: 'Garantía extendida',
          description: 'Cubre las averías de tu dispositivo cuando termina la garantía del fabricante.',
        },
        multi: {
          name: 'Multidispositivo',
          description: 'Móviles, equipos multimedia y electrodomésticos en una sola póliza.',
        },
        laptop: {
          name: 'Portátil',
          description: 'Roturas accidentales, daños por líquidos y robo de tu ordenador portátil.',
        },
        tv: {
          name: 'Smart TV',
          description: 'Rotura de pantalla, daños accidentales y averías de tu televisor.',
        },
      },
    },
    steps: {
      title: 'Cómo funciona',
      lead: 'Cuatro pasos y tu dispositivo queda protegido.',
      items: [
        { title: 'Elige', body: 'Indica la marca y el modelo, y elige cobertura y forma de pago.' },
        {
          title: 'Comprueba tu móvil',
          body: 'Haz dos fotos frente a un espejo, una con la cámara delantera y otra con la trasera, sin funda.',
        },
        { title: 'Paga', body: 'Con tarjeta o domiciliación bancaria, mensual o anual.' },
        { title: 'Firma', body: 'Firma el contrato desde el móvil y recibe tu póliza por correo.' },
      ],
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          q: '¿Por qué tengo que hacer fotos de mi móvil?',
          a: 'Las fotos nos confirman que el móvil está en buen estado al contratar. Solo necesitas un espejo y un par de minutos.',
        },
        {
          q: '¿Puedo pagar cada mes?',
          a: 'Sí. Puedes pagar mensual o anualmente, con tarjeta o por domiciliación bancaria.',
        },
        {
          q: '¿Puedo cancelar el seguro?',
          a: 'Tienes 15 días desde la contratación para desistir sin dar explicaciones.',
        },
        {
          q: '¿Qué dispositivos puedo asegurar?',
          a: 'Electrodomésticos y equipos multimedia con menos de 3 años desde la compra, además de móviles, patinetes, portátiles y televisores.',
        },
      ],
    },
  },
  errorPages: {
    generic: {
      title: 'Ha ocurrido un error',
      body: 'Algo no ha ido bien al cargar esta página. Vuelve a intentarlo en unos minutos; si el problema continúa, llámanos y lo resolvemos contigo.',
      action: 'Volver al inicio',
      retry: 'Reintentar',
    },
    expiredLink: {
      title: 'Este enlace ha caducado',
      body: 'Los enlaces de nuestros correos son personales y caducan a los 7 días, o ya no sirven porque el paso está hecho. Entra en tu área de cliente con tu correo: allí verás tu póliza, tus recibos y lo que tengas pendiente.',
      action: 'Ir a mi área de cliente',
    },
    repeatedImei: {
      title: 'Este IMEI ya está asegurado',
      body: 'El IMEI que has indicado ya pertenece a otra póliza activa. Un mismo móvil solo puede estar asegurado una vez.',
      hint: 'Comprueba que has marcado *#06# en el móvil que quieres asegurar. Si crees que es un error, contacta con nosotros.',
      action: 'Volver al inicio',
    },
    invalidDevice: {
      title: 'Tu móvil necesita una versión más reciente',
      body: 'Para comprobar tu móvil necesitamos una versión del sistema operativo compatible con la cámara y la captura segura de fotos.',
      requirementsTitle: 'Versiones mínimas',
      requirements: ['iPhone: iOS 14.3 o superior', 'Android: versión 7.0 o superior'],
      whatToDoTitle: 'Qué puedes hacer',
      whatToDo: [
        'Actualiza el sistema desde Ajustes › General › Actualización de software (iPhone) o Ajustes › Sistema › Actualización (Android).',
        'Cuando termine, vuelve a abrir el enlace de tu correo.',
        'Si tu móvil no admite esa versión, llámanos y buscamos una alternativa.',
      ],
      action: 'Volver al inicio',
    },
    invalidVersion: {
      title: 'Versión no compatible',
      body: 'La versión del sistema de tu móvil no permite realizar la comprobación. Necesitas iOS 14.3 o Android 7.0, o versiones posteriores.',
      hint: 'Actualiza tu móvil y vuelve a abrir el enlace que te enviamos por correo.',
      more: 'Cómo actualizar mi móvil',
      action: 'Volver al inicio',
    },
    permissionRequired: {
      title: 'Necesitamos acceso a la cámara',
      body: 'Para comprobar tu móvil tienes que hacer dos fotos frente a un espejo, así que necesitamos permiso para usar la cámara. Solo la usamos durante la comprobación y no guardamos nada más que las dos fotos.',
      iosTitle: 'En iPhone (Safari)',
      ios: [
        'Toca «aA» en la barra de la dirección web y entra en «Ajustes del sitio web».',
        'En «Cámara», elige «Permitir».',
        'Si no lo ves: Ajustes del iPhone › Safari › Cámara › «Permitir». Con otro navegador, busca esa app en Ajustes y activa «Cámara».',
        'Vuelve aquí y pulsa «Volver a intentarlo».',
      ],
      androidTitle: 'En Android (Chrome)',
      android: [
        'Toca el icono que hay a la izquierda de la dirección web (el candado o los ajustes).',
        'Entra en «Permisos» y activa «Cámara».',
        'Si no aparece: Ajustes del móvil › Aplicaciones › Chrome › Permisos › Cámara › «Permitir».',
        'Vuelve aquí y pulsa «Volver a intentarlo».',
      ],
      stillBlocked:
        'Si la cámara sigue bloqueada, cierra otras apps que la estén usando (videollamadas, la cámara) o abre el enlace del correo en Chrome o Safari.',
      action: 'Volver a intentarlo',
    },
    notFound: {
      code: 'Error 404',
      title: 'No encontramos esta página',
      body: 'Puede que el enlace esté mal escrito o que la página ya no exista.',
      action: 'Volver al inicio',
    },
  },
  signature: {
    title: 'Firma del contrato',
    eyebrow: 'Póliza {{number}}',
    checking: 'Comprobando la firma…',
    loadError: 'No hemos podido comprobar la firma.',
    retryLoad: 'Volver a comprobar',
    signed: {
      title: 'Contrato firmado',
      body: 'Gracias. Tu contrato está firmado y tu seguro queda completo. También te enviamos una copia firmada a tu correo.',
      download: 'Descargar contrato firmado',
      customerArea: 'Ir a mi área de cliente',
    },
    failed: {
      title: 'No se ha completado la firma',
      body: 'La firma no ha terminado correctamente. Puedes volver a intentarlo ahora.',
      action: 'Ver qué ha pasado',
    },
    pending: {
      title: 'Estamos confirmando tu firma',
      body: 'Estamos comprobando que la firma de tu contrato se ha completado. Esta página se actualiza sola en unos segundos.',
      stillPending:
        'Todavía no hemos recibido tu firma. Si no llegaste a firmar, vuelve a la página de firma; si ya firmaste, te enviaremos el contrato firmado por correo.',
      action: 'Ir a firmar',
    },
    expired: {
      title: 'El plazo para firmar ha caducado',
      body: 'Pasaron {{days}} días sin firmar el contrato. En la página de firma puedes prepararlo de nuevo y firmarlo.',
      action: 'Ir a firmar',
    },
    none: {
      title: 'No hay ningún contrato que firmar',
      body: 'Esta póliza no tiene ahora un contrato pendiente de firma: puede que aún no esté pagada o que ya no esté activa.',
    },
    noAccess: {
      title: 'Abre el enlace de tu correo',
      body: 'Por seguridad, para ver la firma de tu contrato necesitamos saber que eres tú. Abre el enlace de firma del correo que te enviamos, o entra en tu área de cliente.',
      action: 'Entrar en el área de cliente',
    },
  },
} as const;
