// Summaries of the legal documents shown in modals. The binding texts are the
// policy documents sent with the contract; these are plain-language summaries.
export const esLegal = {
  legal: {
    terms: {
      title: 'Condiciones del seguro',
      intro: 'Resumen de las condiciones generales de los seguros de dispositivos de Amparo.',
      sections: [
        {
          heading: 'Qué cubre',
          body: 'Según la modalidad contratada: rotura accidental de pantalla y tapa trasera, otras roturas, daños por líquidos, robo y hurto del móvil; daños, robo y accidentes en patinete; averías en garantía extendida; roturas y averías de portátiles, smart TV, equipos multimedia y electrodomésticos.',
        },
        {
          heading: 'Qué no cubre',
          body: 'Daños previos a la contratación, pérdida o extravío, desgaste por uso, daños estéticos que no afecten al funcionamiento, dispositivos manipulados por servicios no autorizados y los hechos intencionados.',
        },
        {
          heading: 'Requisitos',
          body: 'El dispositivo debe estar en buen estado al contratar. Los móviles se comprueban con dos fotos frente a un espejo y su IMEI. Electrodomésticos y equipos multimedia deben tener menos de 3 años desde la compra. Debes conservar la factura de compra.',
        },
        {
          heading: 'Pago y duración',
          body: 'El seguro es anual y se renueva automáticamente. Puedes pagar mensual o anualmente, con tarjeta o por domiciliación bancaria.',
        },
        {
          heading: 'Desistimiento y cancelación',
          body: 'Dispones de 15 días desde la contratación para desistir sin penalización. Después, puedes cancelar la renovación avisando con un mes de antelación.',
        },
        {
          heading: 'Cómo declarar un siniestro',
          body: 'Desde tu área de cliente o llamando a atención al cliente. Según el caso te pediremos la factura, fotos de los daños, denuncia o justificante de bloqueo del IMEI.',
        },
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      intro:
        'Cómo trata Amparo tus datos personales, conforme al Reglamento General de Protección de Datos (RGPD) y la LOPDGDD.',
      sections: [
        {
          heading: 'Responsable',
          body: 'Amparo es responsable del tratamiento de los datos que nos facilitas al solicitar información, contratar o declarar un siniestro.',
        },
        {
          heading: 'Finalidades',
          body: 'Gestionar tu solicitud de llamada, calcular el precio, contratar y administrar la póliza, comprobar el estado del dispositivo, cobrar las primas y tramitar siniestros.',
        },
        {
          heading: 'Base legal',
          body: 'La ejecución del contrato de seguro y de las medidas precontractuales que solicitas, el cumplimiento de obligaciones legales y, cuando nos lo das, tu consentimiento.',
        },
        {
          heading: 'Destinatarios',
          body: 'La aseguradora, el distribuidor por el que contratas, los talleres de reparación y los proveedores que nos prestan servicios (pagos, firma electrónica, alojamiento), siempre con contrato de encargo del tratamiento.',
        },
        {
          heading: 'Conservación',
          body: 'Mientras dure la póliza y, después, durante los plazos de prescripción legales. Las fotos del dispositivo se conservan solo para gestionar la póliza y sus siniestros.',
        },
        {
          heading: 'Tus derechos',
          body: 'Puedes acceder, rectificar, suprimir, oponerte, limitar el tratamiento y pedir la portabilidad de tus datos escribiendo a privacidad@amparo.es. También puedes reclamar ante la Agencia Española de Protección de Datos (aepd.es).',
        },
      ],
    },
    precontractual: {
      title: 'Información precontractual',
      choose: 'Elige el seguro del que quieres leer la información previa (IPID).',
      pdf: 'Descargar PDF',
    },
  },
} as const;
