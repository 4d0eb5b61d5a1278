// Phone check (peritación) screens, in the order of spec 4.
export const esEvaluation = {
  evaluation: {
    title: 'Comprobación de tu móvil',
    greeting: 'Hola, {{name}}',
    titleFor: 'Comprobación de tu {{device}} · póliza {{number}}',
    leave: 'Salir',
    loadingPolicy: 'Cargando los datos de tu póliza…',
    progressLabel: 'Progreso de la comprobación',
    stepOf: 'Paso {{current}} de {{total}}: {{name}}',
    steps: {
      imei: 'IMEI',
      instructions: 'Preparación',
      front: 'Foto frontal',
      back: 'Foto trasera',
      summary: 'Resumen',
      result: 'Resultado',
    },
    mailLinkNote: {
      title: 'Este paso se abre desde tu correo',
      body: 'Para usar la cámara y enviar tus datos de forma segura, abre el enlace que te hemos enviado por correo desde el móvil que quieres asegurar.',
    },
    imei: {
      title: 'Identifica tu móvil',
      lead: 'El IMEI es el número de 15 dígitos que identifica tu móvil. Lo necesitamos para asociar el seguro a tu dispositivo.',
      list: [
        'Marca *#06# en el teclado de llamadas del móvil que quieres asegurar.',
        'Haz una captura de pantalla donde se vea la palabra IMEI y el número completo.',
        'Recorta la captura para que solo aparezcan la etiqueta y los 15 dígitos.',
        'Si no podemos leer la imagen, podrás escribir el IMEI a mano.',
      ],
    },
    imeiRepeated: {
      title: 'Este IMEI ya tiene un seguro',
      lead: 'El IMEI de la captura ya está asociado a otra póliza activa.',
      list: [
        'Comprueba que la captura es del móvil que quieres asegurar.',
        'Puedes intentarlo de nuevo hasta 3 veces.',
        'Si el móvil es tuyo y no tiene otro seguro, llámanos y lo revisamos.',
      ],
      retry: 'Volver a intentarlo',
    },
    instructions: {
      title: 'Antes de empezar',
      lead: 'Vas a hacer dos fotos de tu móvil reflejado en un espejo. Prepara esto:',
      why: 'Por qué: las fotos demuestran que tu móvil estaba entero al contratar; sin ellas la cobertura no puede empezar.',
      list: [
        'Un espejo en el que se vea el móvil entero.',
        'Quita la funda y los protectores que tapen la pantalla o la parte trasera.',
        'Busca buena luz y evita reflejos directos.',
        'Limpia las cámaras delantera y trasera.',
        'Tendrás una cuenta atrás de 10 segundos antes de cada foto.',
      ],
    },
    precapture: {
      title: 'Las dos fotos',
      lead: 'Primero la parte delantera y después la trasera, siempre frente al espejo.',
      why: 'Por qué: la pantalla y la tapa trasera son lo que más se rompe; vemos las dos como están hoy.',
      list: [
        'Foto frontal: con la cámara delantera, la pantalla mirando al espejo.',
        'Foto trasera: con la cámara trasera, la parte de atrás mirando al espejo.',
        'El móvil debe verse entero y sin funda en las dos fotos.',
      ],
    },
    precaptureFront: {
      title: 'Foto frontal',
      lead: 'Usaremos la cámara delantera. Colócate frente al espejo con la pantalla hacia él.',
      why: 'Por qué: el código que muestra la pantalla prueba que la foto es de este móvil y de ahora mismo.',
      list: [
        'Sujeta el móvil por los bordes sin tapar la pantalla.',
        'Durante la foto, la pantalla mostrará un código que debe verse en el reflejo.',
        'Mantén el móvil quieto hasta que termine la cuenta atrás.',
      ],
    },
    captureFront: {
      title: 'Captura frontal',
      lead: 'La cámara delantera fotografiará la pantalla de tu móvil reflejada en el espejo.',
      list: ['Pantalla hacia el espejo, sin funda.', 'Que el reflejo muestre el móvil completo.'],
    },
    precaptureBack: {
      title: 'Foto trasera',
      lead: 'Ahora la cámara trasera. Da la vuelta al móvil para que la parte de atrás mire al espejo.',
      why: 'Por qué: sin funda se ven la tapa y las cámaras, y un daño que ya estaba no se confunde luego con un siniestro.',
      list: [
        'Sujeta el móvil por los bordes sin tapar la cámara ni la tapa trasera.',
        'Comprueba que no hay funda ni pegatinas que oculten daños.',
        'Mantén el móvil quieto hasta que termine la cuenta atrás.',
      ],
    },
    captureBack: {
      title: 'Captura trasera',
      lead: 'La cámara trasera fotografiará la parte de atrás de tu móvil reflejada en el espejo.',
      list: ['Parte trasera hacia el espejo, sin funda.', 'Que el reflejo muestre el móvil completo.'],
    },
    summary: {
      title: 'Revisa y envía',
      lead: 'Comprueba que en las dos fotos se ve el móvil entero, nítido y sin funda. Si alguna no es buena, puedes repetirla.',
      list: [
        'Revisaremos tus fotos en unos segundos.',
        'Si hace falta, un perito las revisará y te avisaremos por correo.',
        'Opcionalmente podrás adjuntar la factura de compra.',
      ],
    },
    rejected: {
      title: 'No hemos podido validar tu móvil',
      lead: 'Las fotos no nos permiten confirmar que tu móvil está en buen estado. Suele deberse a poca luz, a la funda o a que el móvil no se ve entero.',
      nextTitle: 'Qué puedes hacer ahora',
      list: [
        'Vuelve a abrir el enlace de tu correo y repite las fotos (hasta 3 intentos).',
        'Quita la funda, busca buena luz y que el móvil se vea entero en el espejo.',
        'Si prefieres ayuda, te llamamos y lo hacemos contigo.',
      ],
    },
    breakage: {
      title: 'Hemos detectado daños en tu móvil',
      lead: 'En las fotos se aprecian daños previos. El seguro solo puede cubrir móviles en buen estado en el momento de contratar.',
      nextTitle: 'Próximos pasos',
      list: [
        'Un perito revisará tus fotos y te escribiremos con la decisión.',
        'Si crees que es un error (un reflejo, suciedad en el espejo…), cuéntanoslo.',
        'No se te cobrará nada mientras revisamos tu caso.',
      ],
    },
  },
} as const;
