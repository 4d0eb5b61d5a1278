// Phone check photos: the instructions' extras, the camera, the countdown and the summary.
export const esEvaluationCapture = {
  evaluationCapture: {
    permissionNote: {
      title: 'Te pediremos permiso para usar la cámara',
      body: 'Cuando el navegador lo pregunte, pulsa «Permitir». Solo usamos la cámara para estas dos fotos; no grabamos vídeo ni sonido.',
    },
    goodPhoto: {
      title: 'Así es una buena foto',
      front: [
        'Ponte de pie frente al espejo, con la pantalla del móvil mirando hacia él.',
        'La pantalla debe estar encendida mostrando el código que aparecerá.',
        'Que se vea el móvil entero, sin funda, con luz suficiente y sin brillos.',
      ],
      back: [
        'Usa la cámara trasera: la parte de atrás del móvil mira al espejo.',
        'Que se vean la tapa y las cámaras enteras, sin funda ni pegatinas.',
        'Con buena luz y sin reflejos directos del flash o de una ventana.',
      ],
    },
    illustration: {
      overview:
        'Dibujo: a la izquierda, la pantalla del móvil reflejada en el espejo; a la derecha, la parte trasera.',
      front:
        'Dibujo: una persona sujeta el móvil frente al espejo con la pantalla encendida mostrando un código.',
      back: 'Dibujo: la parte trasera del móvil, con sus cámaras, reflejada en el espejo.',
    },
    camera: {
      label: 'Vista de la cámara',
      starting: 'Abriendo la cámara…',
      noCamera:
        'No encontramos ninguna cámara en este dispositivo. Abre el enlace de tu correo desde el móvil que quieres asegurar, o sube una foto.',
      failed:
        'No hemos podido abrir la cámara. Cierra otras aplicaciones que la estén usando y vuelve a intentarlo, o sube una foto.',
      retry: 'Volver a intentarlo',
    },
    capture: {
      frontTitle: 'Foto frontal',
      backTitle: 'Foto trasera',
      frontLead:
        'Pulsa «Empezar cuenta atrás», gira la pantalla hacia el espejo y espera quieto: la pantalla mostrará un código y haremos la foto al llegar a cero.',
      backLead:
        'Pulsa «Empezar cuenta atrás», gira la parte trasera hacia el espejo y espera quieto: haremos la foto al llegar a cero.',
      start: 'Empezar cuenta atrás',
      cancel: 'Cancelar',
      countdown_one: 'Foto en {{count}} segundo',
      countdown_other: 'Foto en {{count}} segundos',
      capturing: 'Haciendo la foto…',
      codeLabel: 'Código de esta comprobación',
      codeLoading: 'Preparando el código de la pantalla…',
      qrLabel: 'Código QR de esta comprobación: {{code}}',
      upload: 'Subir una foto',
      uploadHint: 'Si no puedes usar la cámara, elige una foto hecha frente al espejo.',
      preparing: 'Preparando la foto…',
      back: 'Volver a las instrucciones',
      retryCode: 'Pedir otro código',
    },
    precheck: {
      title: 'Es probable que no podamos validar esta foto',
      photoAlt: 'La foto que acabas de hacer',
      retake: 'Repetir la foto',
      keep: 'Usarla igualmente',
      flagged: 'Puede que la rechacemos:',
    },
    summary: {
      title: 'Revisa y envía',
      lead: 'Comprueba que en las dos fotos se ve el móvil entero, nítido y sin funda. Si alguna no es buena, repítela.',
      front: 'Foto frontal',
      back: 'Foto trasera',
      invoice: 'Factura de compra (opcional)',
      invoiceHint: 'Si la tienes a mano, una foto de la factura nos ayuda a revisar tu móvil antes.',
      invoiceAdd: 'Añadir la factura',
      invoiceRemove: 'Quitar la factura',
      missing: 'Falta esta foto',
      take: 'Hacer la foto',
      retake: 'Repetir',
      retakeLabel: 'Repetir la {{photo}}',
      photoAlt: '{{photo}} que vas a enviar',
      size: '{{width}} × {{height}} px · {{size}} KB',
      send: 'Enviar fotos',
      sending: 'Enviando tus fotos…',
      progressLabel: 'Progreso del envío',
      progress: 'Enviado el {{percent}} %',
      retakeFront: 'Hacer de nuevo la foto frontal',
      missingCode: 'Repite la foto frontal: el código de la pantalla no está.',
    },
  },
} as const;
