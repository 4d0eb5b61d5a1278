import type { DiscountRefusal } from '@amparo/domain';

/**
 * Every business error the API can answer, by code: its HTTP status and its
 * Spanish message, written once here (spec 8: clear Spanish messages). The API
 * throws a code and answers `{ message, code }`; the web may branch on the code
 * and show the message. Messages that need data take named parameters.
 *
 * Codes are UPPER_SNAKE, named by what went wrong, never by the status.
 */
export const ERROR_CATALOGUE = {
  // Framework and request shape.
  VALIDATION_FAILED: { status: 400, message: (p: { detail: string }) => `Datos no válidos: ${p.detail}` },
  BAD_REQUEST: { status: 400, message: 'La petición no es válida' },
  INVALID_JSON: { status: 400, message: 'El cuerpo de la petición no es un JSON válido' },
  EMPTY_BODY: { status: 400, message: 'El cuerpo de la petición está vacío' },
  BODY_TOO_LARGE: { status: 413, message: 'La petición es demasiado grande' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no admitido: envía JSON' },
  INVALID_CONTENT_LENGTH: { status: 400, message: 'La longitud del contenido no es válida' },
  BAD_URL: { status: 400, message: 'La dirección no es válida' },
  URI_TOO_LONG: { status: 414, message: 'La dirección es demasiado larga' },
  HEADERS_TOO_LARGE: {
    status: 431,
    message: 'La dirección o las cabeceras de la petición son demasiado largas',
  },
  REQUEST_TIMEOUT: { status: 408, message: 'La petición tardó demasiado en llegar' },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: (p: { method: string; path: string }) => `No existe la ruta ${p.method} ${p.path}`,
  },
  NOT_FOUND: { status: 404, message: 'Recurso no encontrado' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: (p: { method: string; allow: string }) =>
      `La ruta no admite el método ${p.method}; admite ${p.allow}`,
  },
  CONFLICT: { status: 409, message: 'La operación choca con el estado actual de los datos' },
  GONE: { status: 410, message: 'Ya no está disponible' },
  UNPROCESSABLE: { status: 422, message: 'Los datos no cumplen las reglas' },
  SERVICE_NOT_CONFIGURED: { status: 503, message: 'Este servicio no está configurado en este servidor' },
  RATE_LIMITED: {
    status: 429,
    message: (p: { minutes: number }) =>
      `Demasiados intentos. Espera ${p.minutes === 1 ? 'un minuto' : `${p.minutes} minutos`} y vuelve a probar.`,
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'La cabecera Idempotency-Key debe tener de 8 a 100 letras, cifras, guiones o guiones bajos',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'Esta clave de idempotencia ya se usó con otros datos' },
  REQUEST_IN_PROGRESS: { status: 409, message: 'Esta operación ya se está procesando' },

  // The database refused a write (constraint and type errors a request can cause).
  DUPLICATE_RECORD: { status: 409, message: 'Ya existe un registro con esos datos' },
  RECORD_REFERENCED: {
    status: 409,
    message: 'La operación hace referencia a un registro que no existe o que está en uso',
  },
  RECORD_RULES_BROKEN: { status: 422, message: 'Los datos no cumplen las reglas del registro' },
  REQUIRED_VALUE_MISSING: { status: 422, message: 'Falta un dato obligatorio' },
  VALUE_MALFORMED: { status: 400, message: 'Un valor no tiene el formato esperado' },
  VALUE_TOO_LONG: { status: 422, message: 'Un valor es demasiado largo' },
  NUMBER_OUT_OF_RANGE: { status: 422, message: 'Un número está fuera de rango' },
  DATE_INVALID: { status: 400, message: 'Una fecha no es válida' },
  DATE_OUT_OF_RANGE: { status: 400, message: 'Una fecha está fuera de rango' },
  TEXT_INVALID_CHARACTERS: { status: 400, message: 'Un texto contiene caracteres no válidos' },

  // Sessions, permissions and links.
  UNAUTHENTICATED: { status: 401, message: 'Inicia sesión para continuar' },
  SESSION_EXPIRED: { status: 401, message: 'Tu sesión ha caducado: vuelve a iniciar sesión' },
  FORBIDDEN: { status: 403, message: 'No tienes permiso para esta acción' },
  LOGIN_FAILED: { status: 401, message: 'Correo o contraseña incorrectos' },
  ACCOUNT_LOCKED: {
    status: 429,
    message:
      'Acceso bloqueado temporalmente por intentos fallidos. Prueba de nuevo en 15 minutos o restablece tu contraseña.',
  },
  /** After a lockout, for every caller: only the real owner (right password) gets the mailed code. */
  LOGIN_CODE_REQUIRED: {
    status: 401,
    message:
      'Acceso bloqueado temporalmente por intentos fallidos. Si la contraseña es correcta, te hemos enviado un código de 6 cifras por correo: escríbelo para entrar.',
  },
  RESET_LINK_INVALID: {
    status: 410,
    message: 'El enlace no es válido o ha caducado. Pide uno nuevo desde «He olvidado mi contraseña».',
  },
  RESET_LINK_USED: { status: 410, message: 'Este enlace ya se ha usado' },
  ACCESS_CODE_INVALID: {
    status: 401,
    message: 'El código no es válido o ha caducado. Pide uno nuevo si lo necesitas.',
  },
  POLICY_LINK_INVALID: {
    status: 401,
    message: 'El enlace no es válido o ha caducado. Entra en tu área de cliente para continuar.',
  },

  // Users, assignments, CSV import and personal data.
  USER_NOT_FOUND: { status: 404, message: 'Usuario no encontrado' },
  JOB_NOT_FOUND: { status: 404, message: 'Tarea no encontrada' },
  SCHEDULE_NOT_FOUND: { status: 404, message: 'No hay ninguna tarea programada con ese nombre' },
  SCHEDULE_ALREADY_RUNNING: {
    status: 409,
    message: 'Esta tarea ya se está ejecutando. Espera a que termine para lanzarla de nuevo.',
  },
  USER_EMAIL_TAKEN: { status: 409, message: 'Ya existe un usuario con ese correo electrónico' },
  USER_SELF_DELETE: { status: 422, message: 'No puedes eliminar tu propio usuario' },
  USER_SELF_ROLE_CHANGE: { status: 422, message: 'No puedes cambiar tu propio rol' },
  POLICYHOLDER_EDITED_ELSEWHERE: {
    status: 422,
    message: 'Los datos de un tomador se cambian desde su póliza o su área de cliente',
  },
  PERSONAL_DATA_SELF_ERASE: { status: 422, message: 'No puedes borrar tus propios datos desde aquí' },
  DISTRIBUTOR_NOT_FOUND: { status: 404, message: 'Distribuidor no encontrado' },
  STORE_NOT_FOUND: { status: 404, message: 'Tienda no encontrada' },
  POLICYHOLDER_NOT_ASSIGNABLE: {
    status: 422,
    message: 'Un tomador no se asigna a distribuidores ni tiendas',
  },
  USER_NOT_IN_DISTRIBUTOR: { status: 404, message: 'El usuario no está asignado a ese distribuidor' },
  USER_NOT_IN_STORE: { status: 404, message: 'El usuario no está asignado a esa tienda' },
  FILE_NOT_BASE64: {
    status: 400,
    message: 'El archivo no está bien codificado en base64: vuelve a elegirlo',
  },
  CSV_NOT_BASE64: { status: 400, message: 'El fichero no está codificado en base64' },
  CSV_EMPTY: { status: 400, message: 'El fichero está vacío' },
  CSV_NOT_TEXT: {
    status: 422,
    message:
      'El fichero no es un CSV de texto: en Excel, guárdalo como «CSV UTF-8» o «CSV (delimitado por comas)»',
  },
  CSV_UNREADABLE: {
    status: 422,
    message: (p: { line: number | null }) =>
      `El CSV no se puede leer${p.line ? ` (línea ${p.line})` : ''}: revisa las comillas y los separadores`,
  },
  CSV_NO_ROWS: { status: 422, message: 'El CSV no tiene filas de datos' },
  CSV_TOO_MANY_ROWS: {
    status: 422,
    message: (p: { max: number }) => `El CSV tiene más de ${p.max} filas: divídelo`,
  },
  CSV_BAD_HEADER: {
    status: 422,
    message: (p: { missing: string[]; unknown: string[]; columns: string[] }) => {
      const parts = [
        p.missing.length ? `faltan las columnas ${p.missing.join(', ')}` : '',
        p.unknown.length ? `sobran las columnas ${p.unknown.join(', ')}` : '',
      ].filter(Boolean);
      return `Cabecera no válida: ${parts.join('; ')}. Columnas: ${p.columns.join(', ')}`;
    },
  },
  CSV_NO_VALID_ROWS: { status: 422, message: 'Ninguna fila es válida: no se ha creado ningún usuario' },
  CSV_ROWS_INVALID: {
    status: 422,
    message: (p: { count: number }) =>
      `El fichero tiene ${p.count === 1 ? 'un error' : `${p.count} errores`}: no se ha creado ningún usuario`,
  },

  // Customer area.
  POLICY_NOT_FOUND: { status: 404, message: 'Póliza no encontrada' },
  POLICY_CANCELLED: { status: 422, message: 'La póliza está anulada: no tiene recibos pendientes' },
  // Receipts handled by staff.
  RECEIPT_PAID_NOT_DELETABLE: {
    status: 409,
    message: 'Este recibo ya está cobrado (o cobrado en parte): solo se pueden borrar recibos sin pagar',
  },
  RECEIPT_IN_COLLECTION: {
    status: 409,
    message: 'El banco está cobrando este recibo: espera a que se cobre o se devuelva',
  },
  PAYMENT_DATE_IN_FUTURE: { status: 422, message: 'La fecha de pago no puede ser posterior a hoy' },
  DATE_RANGE_INVALID: {
    status: 400,
    message: (p: { days: number }) =>
      `El periodo va de una fecha a otra posterior, de ${p.days} días como mucho`,
  },

  // Claims: declaration, documents, sending.
  CLAIM_NOT_FOUND: { status: 404, message: 'Siniestro no encontrado' },
  CLAIM_POLICY_NOT_ACTIVE: {
    status: 422,
    message: 'La póliza aún no está en vigor: podrás declarar siniestros cuando esté pagada',
  },
  CLAIM_POLICY_CANCELLED: {
    status: 422,
    message: 'La póliza está anulada: ya no se pueden declarar siniestros',
  },
  CLAIM_TYPE_NOT_OFFERED: {
    status: 422,
    message: (p: { type: string }) => `Tu seguro no cubre este tipo de siniestro (${p.type})`,
  },
  CLAIM_DATE_IN_FUTURE: { status: 422, message: 'La fecha del siniestro no puede ser posterior a hoy' },
  CLAIM_DATE_AFTER_COVER: {
    status: 422,
    message: (p: { ends: string }) =>
      `La póliza está cancelada y cubría hasta el ${p.ends}: un siniestro posterior no está cubierto`,
  },
  CLAIM_DEVICE_NOT_CHECKED: {
    status: 422,
    message:
      'Tu nuevo móvil aún no ha pasado la peritación: hazla desde tu área de cliente y quedará cubierto desde que la validemos',
  },
  CLAIM_DATE_BEFORE_DEVICE: {
    status: 422,
    message: (p: { from: string }) =>
      `Este dispositivo está cubierto desde el ${p.from}, cuando sustituyó al anterior: la fecha del siniestro es anterior`,
  },
  CLAIM_DATE_IN_SUSPENSION: {
    status: 422,
    message: (p: { due: string; since: string }) =>
      `El día del siniestro la cobertura estaba suspendida desde el ${p.since} por el recibo impagado que vencía el ${p.due}: un siniestro en ese periodo no está cubierto (art. 15 de la Ley de Contrato de Seguro)`,
  },
  CLAIM_DATE_BEFORE_POLICY: {
    status: 422,
    message: (p: { starts: string }) =>
      `La fecha del siniestro es anterior al inicio de la póliza (${p.starts}): no está cubierto`,
  },
  CLAIM_EXTRA_FIELDS_INVALID: {
    status: 422,
    message: (p: { detail: string }) => `Revisa los datos del siniestro: ${p.detail}`,
  },
  CLAIM_NOT_DRAFT: {
    status: 409,
    message: 'El siniestro ya está enviado: sus datos ya no se pueden cambiar',
  },
  CLAIM_CLOSED: { status: 409, message: 'El siniestro está cerrado: ya no admite documentos' },
  CLAIM_DOCUMENTS_MISSING: {
    status: 422,
    message: (p: { titles: string }) => `Para enviar el siniestro falta adjuntar: ${p.titles}`,
  },
  CLAIM_DOCUMENT_TYPE_NOT_ASKED: {
    status: 422,
    message: (p: { type: string }) => `Este siniestro no pide el documento «${p.type}»`,
  },
  CLAIM_DOCUMENT_ALREADY_UPLOADED: {
    status: 409,
    message: (p: { title: string }) =>
      `Ya has adjuntado «${p.title}» y solo se admite un archivo: bórralo antes de subir otro`,
  },
  CLAIM_DOCUMENT_NOT_AWAITED: {
    status: 409,
    message: (p: { title: string }) =>
      `«${p.title}» ya está entregado: solo puedes enviar los documentos pendientes o rechazados`,
  },
  CLAIM_DOCUMENT_NOT_FOUND: { status: 404, message: 'Este documento no está en el siniestro' },
  CLAIM_UPLOAD_FORM_INVALID: {
    status: 400,
    message: 'Envía un solo archivo (campo file) y el tipo de documento (campo type)',
  },
  // The claims desk: review, status changes, repair centers.
  CLAIM_DRAFT_NO_MESSAGES: {
    status: 409,
    message: 'Tu siniestro aún es un borrador: envíalo y podrás escribir a la mesa de siniestros',
  },
  CLAIM_NOT_SENT: {
    status: 409,
    message: 'El siniestro aún es un borrador: se tramita cuando el cliente lo envíe',
  },
  CLAIM_DOCUMENT_REQUEST_NOT_PHONE: {
    status: 422,
    message: 'El historial de ubicaciones solo se pide en los siniestros de un móvil',
  },
  CLAIM_DOCUMENT_ALREADY_ASKED: {
    status: 409,
    message: 'Ese documento ya está en la lista del cliente',
  },
  CLAIM_DOCUMENT_REQUEST_NOT_FOUND: {
    status: 404,
    message: 'No hay ningún documento pedido con ese nombre en este siniestro',
  },
  CLAIM_DOCUMENT_REQUEST_ANSWERED: {
    status: 409,
    message: (p: { title: string }) =>
      `El cliente ya ha enviado «${p.title}»: acéptalo o recházalo en lugar de retirar la petición`,
  },
  CLAIM_CLOSED_FOR_DESK: {
    status: 409,
    message: 'El siniestro está cerrado: reábrelo para revisar sus documentos o cambiar el taller',
  },
  CLAIM_ALREADY_CLOSED: {
    status: 409,
    message: 'El siniestro ya está cerrado: reábrelo antes de cerrarlo o denegarlo de otra forma',
  },
  CLAIM_STATUS_UNCHANGED: {
    status: 409,
    message: (p: { label: string }) =>
      `El siniestro ya está ${p.label}: si quieres dejar una nota, añade un comentario`,
  },
  CLAIM_DOCUMENT_REPLACED: {
    status: 409,
    message: 'El cliente ya ha sustituido este archivo por otro: revisa el nuevo',
  },
  REPAIR_CENTER_NOT_FOUND: { status: 404, message: 'Taller no encontrado' },
  REPAIR_CENTER_UNAVAILABLE: { status: 422, message: 'Ese taller no existe o se ha dado de baja' },
  REPAIR_CENTER_INACTIVE: {
    status: 422,
    message: (p: { name: string }) => `El taller ${p.name} está inactivo: no admite siniestros`,
  },
  REPAIR_CENTER_WRONG_PRODUCT: {
    status: 422,
    message: (p: { name: string; product: string }) =>
      `El taller ${p.name} no repara productos de tipo ${p.product}`,
  },
  REPAIR_CENTER_PRODUCT_TYPE_UNKNOWN: {
    status: 422,
    message: (p: { ids: string }) => `Tipo de producto desconocido: ${p.ids}`,
  },
  REPAIR_CENTER_DUPLICATE: {
    status: 409,
    message: (p: { name: string }) => `Ya existe el taller «${p.name}» en esa localidad`,
  },
  REPAIR_CENTER_HAS_OPEN_CLAIMS: {
    status: 409,
    message: (p: { count: number }) =>
      `El taller tiene ${p.count} ${p.count === 1 ? 'siniestro abierto' : 'siniestros abiertos'}: reasígnalos o ciérralos antes de darlo de baja`,
  },

  // Phone check (peritación): the IMEI screenshot.
  RISK_NOT_FOUND: { status: 404, message: 'Este dispositivo no está en la póliza' },
  RISK_NOT_A_MOBILE: { status: 422, message: 'Este dispositivo no es un móvil: no tiene IMEI' },
  IMEI_UNREADABLE: { status: 422, message: 'No podemos leer tu IMEI' },
  IMEI_REPEATED: {
    status: 409,
    message: 'Este IMEI ya está asegurado en otra póliza activa',
  },
  IMEI_INVALID: {
    status: 422,
    message: 'El IMEI no es válido: son 15 cifras y la última es de control. Revísalo en *#06#',
  },
  // 409, not 429: waiting does not help, the attempts of this phone are used up (docs/phone-check.md).
  IMEI_RETRIES_EXHAUSTED: {
    status: 409,
    message: 'Has agotado los 3 intentos de introducir el IMEI. Te contactaremos para revisarlo',
  },
  // Staff typing the IMEI without saying which phone (POST /users/{userId}/mobile-imei, spec 7's body).
  IMEI_PHONE_REQUIRED: {
    status: 422,
    message: 'Este cliente tiene varios móviles sin IMEI: indica la póliza y el móvil',
  },
  IMEI_NO_PHONE_WAITING: {
    status: 404,
    message: 'Este cliente no tiene ningún móvil pendiente de IMEI: indica la póliza y el móvil',
  },
  // The photos.
  EVALUATION_NOT_FOUND: { status: 404, message: 'Esta peritación no existe' },
  EVALUATION_IN_PROGRESS: {
    status: 409,
    message: 'Ya estamos revisando las fotos de este móvil. Te avisaremos en cuanto terminemos',
  },
  EVALUATION_ALREADY_DECIDED: { status: 409, message: 'Esta peritación ya está decidida' },
  EVALUATION_NOT_NEEDED: {
    status: 409,
    message: 'Este móvil ya está peritado: no hace falta repetir las fotos',
  },
  EVALUATION_RETRIES_EXHAUSTED: {
    status: 409,
    message: 'Has usado los 3 intentos de fotos. Te llamaremos para revisar tu móvil contigo',
  },
  EVALUATION_IMEI_MISSING: { status: 409, message: 'Antes de las fotos, indica el IMEI de tu móvil' },
  EVALUATION_PHOTO_TOO_LARGE: { status: 413, message: 'La foto es demasiado grande (máximo 6 MB)' },
  EVALUATION_CODE_INVALID: {
    status: 422,
    message:
      'El código de la pantalla ha caducado o no es de esta peritación. Vuelve a hacer la foto frontal',
  },
  POLICY_NOT_EVALUABLE: { status: 409, message: 'Esta póliza no tiene una peritación pendiente' },

  // Catalog: product types, products, categories, devices, settings.
  PRODUCT_NOT_FOUND: { status: 404, message: (p: { id: number }) => `Producto no encontrado: ${p.id}` },
  PRODUCT_WITHOUT_REFERENCE: { status: 422, message: 'Producto sin referencia definida' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Categoría no encontrada' },
  CATEGORY_HAS_PRODUCTS: {
    status: 409,
    message: 'La categoría tiene productos: cámbialos de categoría antes de borrarla',
  },
  DEVICE_NOT_FOUND: { status: 404, message: 'Dispositivo no encontrado en el catálogo' },
  SETTING_UNKNOWN: {
    status: 422,
    message: (p: { keys: string[] }) => `Ajustes desconocidos: ${p.keys.join(', ')}`,
  },
  SETTING_INVALID: { status: 422, message: 'Algún ajuste no es válido: revisa los campos marcados' },

  // Discounts.
  DISCOUNT_NOT_FOUND: { status: 404, message: 'Descuento no encontrado' },
  DISCOUNT_CODE_UNKNOWN: { status: 404, message: 'Este código de descuento no existe' },
  DISCOUNT_CODE_TAKEN: { status: 409, message: 'Ya existe un descuento con ese código' },
  DISCOUNT_INVALID: { status: 422, message: (p: { detail: string }) => p.detail },
  DISCOUNT_INACTIVE: { status: 422, message: 'Este código de descuento no está activo' },
  DISCOUNT_NOT_STARTED: { status: 422, message: 'Este código de descuento aún no está en vigor' },
  DISCOUNT_EXPIRED: { status: 422, message: 'Este código de descuento ha caducado' },
  DISCOUNT_EXHAUSTED: { status: 422, message: 'Este código de descuento ya se ha usado el máximo de veces' },
  DISCOUNT_OTHER_STORE: { status: 422, message: 'Este código de descuento es de otra tienda' },
  DISCOUNT_OTHER_PRODUCT: { status: 422, message: 'Este código de descuento no vale para este seguro' },
  DISCOUNT_MISSING: { status: 422, message: 'El descuento indicado no existe' },

  // Store landing pages.
  LANDING_NOT_FOUND: { status: 404, message: 'Esta tienda aún no tiene página' },
  LANDING_PATH_TAKEN: { status: 409, message: 'Ya hay una página con esa dirección' },

  // Call-me-back requests.
  CALL_REQUEST_NOT_FOUND: { status: 404, message: 'Solicitud de llamada no encontrada' },
  CALL_REQUEST_CLOSED: { status: 409, message: 'Esta solicitud ya estaba cerrada' },
  CALL_TIME_PAST: { status: 422, message: 'La hora preferida ya ha pasado: elige otra' },
  CALL_TIME_OUT_OF_HOURS: {
    status: 422,
    message:
      'Te llamamos de lunes a viernes de 9 a 19h y los sábados, domingos y festivos de 10 a 18h: elige una hora en ese horario',
  },

  // Quotes and bookings (purchase module).
  DEVICE_VALUE_UNINSURABLE: {
    status: 422,
    message: (p: { value: string }) => `No podemos asegurar un dispositivo de ${p.value} con este seguro`,
  },
  DEVICE_RETIRED: {
    status: 422,
    message: 'Ese modelo ya no está en el catálogo: indica el valor del dispositivo',
  },
  DEVICE_NOT_INSURABLE: { status: 422, message: 'Ese dispositivo no se asegura con este seguro' },
  DEVICE_PRICE_MISSING: { status: 422, message: 'Indica el precio de compra del dispositivo' },
  DEVICE_OR_VALUE_MISSING: { status: 400, message: 'Indica el dispositivo o su valor' },
  DEVICE_MISSING: { status: 422, message: 'Indica el dispositivo que quieres asegurar' },
  ITEMS_MISSING: { status: 422, message: 'Añade al menos un aparato al seguro multidispositivo' },
  ITEM_TOO_OLD: {
    status: 422,
    message: 'Solo aseguramos electrodomésticos y equipos multimedia de menos de 3 años',
  },
  PURCHASE_DATE_MISSING: { status: 422, message: 'Indica la fecha de compra del aparato' },
  DEVICE_TOO_OLD: { status: 422, message: 'La garantía extendida es para aparatos de menos de 3 años' },
  PRODUCT_RETIRED: { status: 422, message: 'Este seguro ya no se comercializa' },
  BOOKING_STORE_UNKNOWN: { status: 422, message: 'La tienda indicada no existe o no está activa' },
  BOOKING_STORE_FOREIGN: { status: 403, message: 'Solo puedes registrar ventas de tus tiendas' },
  PROPOSAL_STORE_UNKNOWN: { status: 422, message: 'La tienda indicada no existe' },
  PROPOSAL_NOT_FOUND: { status: 404, message: 'No encontramos tu solicitud: empieza de nuevo' },
  PROPOSAL_EXPIRED: { status: 410, message: 'Tu solicitud ha caducado: empieza de nuevo' },
  PROPOSAL_ALREADY_BOOKED: { status: 409, message: 'Esta solicitud ya se contrató: revisa tu correo' },
  // Files: signed download links, stored files and uploads.
  FILE_LINK_INVALID: { status: 403, message: 'El enlace de descarga no es válido' },
  FILE_LINK_EXPIRED: {
    status: 410,
    message: 'El enlace de descarga ha caducado: vuelve a abrirlo desde la página de origen',
  },
  FILE_NOT_FOUND: { status: 404, message: 'El archivo ya no existe' },
  FILE_KEY_INVALID: { status: 400, message: 'El nombre del archivo no es válido' },
  UPLOAD_TOO_LARGE: {
    status: 413,
    message: (p: { size: string; max: string }) => `El archivo ocupa ${p.size} MB y el máximo es ${p.max} MB`,
  },
  UPLOAD_TYPE_UNSUPPORTED: {
    status: 415,
    message: 'Este tipo de archivo no se admite: envía una foto (JPEG, PNG, WebP o HEIC) o un PDF',
  },
  UPLOAD_HEIC_UNREADABLE: {
    status: 415,
    message:
      'No podemos leer esta foto HEIC: envíala en JPEG (en el iPhone, Ajustes > Cámara > Formatos > Más compatible)',
  },
  UPLOAD_IMAGE_UNREADABLE: {
    status: 422,
    message: 'No podemos leer la imagen: el archivo está dañado o incompleto',
  },
  UPLOAD_PDF_UNREADABLE: {
    status: 422,
    message: 'No podemos leer el PDF: el archivo está dañado o incompleto',
  },
  UPLOAD_TOO_MANY_PIXELS: {
    status: 422,
    message: (p: { megapixels: string; max: string }) =>
      `La imagen es demasiado grande (${p.megapixels} megapíxeles; el máximo es ${p.max})`,
  },

  // Security reports.
  CSP_REPORT_NOT_JSON: { status: 400, message: 'El informe no es un JSON válido' },
  CSP_REPORT_INVALID: { status: 400, message: 'El informe no tiene el formato de un informe CSP' },

  // Payments: receipts and card payments.
  PAYMENT_NOT_FOUND: { status: 404, message: 'Recibo no encontrado' },
  PAYMENT_ALREADY_PAID: { status: 409, message: 'Este recibo ya está pagado' },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 422,
    message: (p: { expected: string; given: string }) =>
      `El importe (${p.given}) no coincide con lo pendiente del recibo (${p.expected})`,
  },
  PAYMENT_PHONE_CHECK_PENDING: {
    status: 409,
    message: 'Podrás pagar cuando hayamos validado la comprobación de tu móvil',
  },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, message: 'Forma de pago no encontrada' },
  PAYMENT_METHOD_PATCH_EMPTY: {
    status: 422,
    message: 'Indica si es la forma de pago habitual (is_default: true) o si se da de baja (active: false)',
  },
  PAYMENT_NO_STORED_CARD: {
    status: 409,
    message: 'No tenemos una tarjeta guardada para esta póliza: paga con una tarjeta nueva',
  },
  PAYMENT_IS_CREDIT: { status: 409, message: 'Este recibo es un abono a tu favor: no hay nada que pagar' },
  // The signing evidence in the back office (POST /policies/{id}/evidence/verify-document).
  EVIDENCE_FILE_NOT_BASE64: {
    status: 400,
    message: 'El fichero no está bien codificado en base64: vuelve a elegir el PDF',
  },
  EVIDENCE_FILE_EMPTY: { status: 400, message: 'El fichero está vacío: elige el PDF que quieres comprobar' },
  EVIDENCE_FILE_TOO_LARGE: {
    status: 413,
    message: (p: { max: number }) => `El fichero es demasiado grande: el máximo es ${p.max} MB`,
  },
  // Withdrawal and cancellation (POST /policies/{id}/cancel).
  POLICY_ALREADY_CANCELLED: { status: 409, message: 'Esta póliza ya está cancelada' },
  RENEWAL_POLICY_ENDED: {
    status: 409,
    message: 'Esta póliza ya ha terminado: no hay renovación que rechazar',
  },
  RENEWAL_NOT_STARTED: {
    status: 409,
    message: 'La póliza aún no ha empezado: no hay renovación que rechazar',
  },
  RENEWAL_ALREADY_DECLINED: { status: 409, message: 'La renovación de esta póliza ya está rechazada' },
  RENEWAL_ALREADY_RENEWED: {
    status: 409,
    message: 'Esta póliza ya se ha renovado: para terminarla, cancélala',
  },
  RENEWAL_DECLINE_TOO_LATE: {
    status: 409,
    message: (p: { deadline: string }) =>
      `El plazo para no renovar terminó el ${p.deadline} (un mes antes del vencimiento, art. 22 de la Ley de Contrato de Seguro): la póliza se renovará; después podrás cancelarla`,
  },
  RENEWAL_REFUSAL_TOO_LATE: {
    status: 409,
    message: (p: { deadline: string }) =>
      `La aseguradora solo puede no renovar hasta el ${p.deadline} (dos meses antes del vencimiento, art. 22 de la Ley de Contrato de Seguro)`,
  },
  RENEWAL_HOLDER_ONLY: {
    status: 403,
    message: 'Solo el personal puede registrar la no renovación por parte de la aseguradora',
  },
  // Changes during the year (POST /policies/{id}/endorsements/…, docs/contract.md).
  ENDORSEMENT_POLICY_NOT_IN_FORCE: {
    status: 409,
    message: 'Solo se puede cambiar una póliza en vigor: esta aún no ha empezado o ya ha terminado',
  },
  ENDORSEMENT_DEVICE_LINE: {
    status: 409,
    message:
      'El cambio de dispositivo de este seguro se hace con atención al cliente: llámanos y lo hacemos contigo',
  },
  ENDORSEMENT_CHECK_IN_PROGRESS: {
    status: 409,
    message: 'Estamos revisando las fotos de tu móvil: espera a que terminemos antes de cambiarlo otra vez',
  },
  ENDORSEMENT_DATE_INVALID: {
    status: 422,
    message: (p: { from: string; to: string }) =>
      `El cambio solo puede empezar entre el ${p.from} y el ${p.to} (hoy o después, dentro del periodo actual)`,
  },
  ENDORSEMENT_SAME_TIER: { status: 409, message: 'La póliza ya tiene esa modalidad' },
  ENDORSEMENT_OTHER_LINE: {
    status: 422,
    message: 'Esa modalidad es de otro tipo de seguro: elige una del mismo producto',
  },
  ENDORSEMENT_SAME_PERIODICITY: { status: 409, message: 'La póliza ya se paga con esa periodicidad' },
  ENDORSEMENT_TERM_MIXED: {
    status: 409,
    message:
      'Este periodo ya cambió de forma de pago a mitad: este cambio solo puede entrar desde el próximo periodo',
  },
  ENDORSEMENT_ALREADY_SCHEDULED: {
    status: 409,
    message: 'Ya hay un cambio de este tipo previsto para el próximo periodo',
  },
  ENDORSEMENT_NO_NEXT_PERIOD: {
    status: 409,
    message: 'Esta póliza no se renueva: no hay próximo periodo en el que hacer el cambio',
  },
  WITHDRAWAL_PERIOD_OVER: {
    status: 409,
    message: 'Han pasado los 15 días para desistir: puedes cancelar la póliza',
  },
  POLICY_NOT_CONCLUDED: {
    status: 409,
    message: 'La póliza aún no está contratada: no hay nada de lo que desistir',
  },
  CANCELLATION_DATE_INVALID: {
    status: 422,
    message: 'No podemos calcular la cancelación: la fecha de contratación de la póliza no es válida',
  },
  CANCEL_REASON_NOT_ALLOWED: {
    status: 403,
    message: 'Puedes desistir de tu póliza (withdrawal) o pedir que se cancele (customer)',
  },
  REFUND_NOT_PAID: { status: 409, message: 'Solo se puede devolver un recibo pagado' },
  REFUND_NOT_A_CHARGE: { status: 422, message: 'Este recibo es un abono: no hay nada que devolver' },
  REFUND_EXCEEDS_PAID: {
    status: 422,
    message: (p: { refundable: string }) =>
      `No se puede devolver más de lo pagado menos lo ya devuelto (como mucho ${p.refundable})`,
  },
  PAYMENT_NOTHING_DUE: { status: 409, message: 'Esta póliza no tiene recibos pendientes de pago' },
  CARD_DENIED: {
    status: 422,
    message: 'Por favor revisa los datos de la tarjeta e inténtalo de nuevo',
  },
  CARD_NOTIFICATION_BAD_SIGNATURE: {
    status: 400,
    message: 'La notificación de la pasarela no tiene una firma válida',
  },
  CARD_NOTIFICATION_INVALID: {
    status: 400,
    message: 'La notificación de la pasarela no tiene el formato esperado',
  },
  CARD_ORDER_UNKNOWN: { status: 404, message: 'No conocemos ese pedido de pago con tarjeta' },

  // The policy's documents by mail and the outbox (docs/mail.md).
  POLICY_DOCUMENTS_NOT_READY: {
    status: 422,
    message:
      'La póliza aún no está contratada: no hay contrato que enviar. La información precontractual ya se envió con la solicitud.',
  },
  POLICY_CONTRACT_FILE_MISSING: {
    status: 409,
    message: 'No encontramos el contrato firmado de esta póliza en el almacén de ficheros: avisa a soporte',
  },
  POLICY_DOCUMENTS_MAIL_LIMIT: {
    status: 429,
    message: (p: { max: number }) =>
      `La documentación de esta póliza ya se ha enviado ${p.max} veces en la última hora. Espera un poco antes de volver a enviarla.`,
  },
  MAIL_NOT_FOUND: { status: 404, message: 'Correo no encontrado' },

  // Service slots (card gateway, e-signature, OCR, SMS).
  CARD_GATEWAY_NOT_CONFIGURED: {
    status: 503,
    message: 'El pago con tarjeta no está configurado en este servidor',
  },
  SIGNATURE_NOT_CONFIGURED: {
    status: 503,
    message: 'La firma electrónica no está configurada en este servidor',
  },
  OCR_NOT_CONFIGURED: {
    status: 503,
    message: 'La lectura de texto en imágenes (OCR) no está configurada en este servidor',
  },
  SMS_PHONE_INVALID: {
    status: 422,
    message: 'El teléfono no es un número español válido para enviar un SMS',
  },
  SMS_LENGTH_INVALID: {
    status: 422,
    message: (p: { max: number }) => `El SMS debe tener entre 1 y ${p.max} caracteres`,
  },

  // Signing the policy contract.
  POLICY_ALREADY_SIGNED: { status: 409, message: 'El contrato de esta póliza ya está firmado' },
  POLICY_NOT_SIGNABLE: {
    status: 422,
    message: 'Esta póliza no tiene un contrato pendiente de firma: se firma cuando está activa y pagada',
  },
  SIGNING_NOT_OPEN: {
    status: 409,
    message: 'No hay ninguna firma abierta para esta póliza: abre de nuevo el enlace de firma',
  },
  SIGNING_CODE_TOO_SOON: {
    status: 429,
    message: (p: { seconds: number }) => `Espera ${p.seconds} segundos antes de pedir otro código`,
  },
  SIGNING_CODE_LIMIT: {
    status: 429,
    message: 'Has pedido demasiados códigos de firma. Espera una hora y vuelve a probar.',
  },
  SIGNING_CODES_EXHAUSTED: {
    status: 429,
    message:
      'Ya te hemos enviado todos los códigos posibles para esta firma. Escríbenos desde Contacto y te ayudamos a firmar, o prepara el contrato de nuevo cuando la firma caduque.',
  },
  SIGNING_SMS_UNAVAILABLE: {
    status: 422,
    message: 'Ahora no podemos enviar SMS: te enviamos el código por correo',
  },
  SIGNING_PHONE_MISSING: {
    status: 422,
    message: 'La póliza no tiene un móvil español válido para recibir el código por SMS: elige el correo',
  },
  SIGNING_CODE_MISSING: { status: 422, message: 'Primero pide el código de firma' },
  SIGNING_CODE_WRONG: {
    status: 422,
    message: (p: { left: number }) =>
      p.left === 1
        ? 'El código no es correcto. Te queda 1 intento.'
        : `El código no es correcto. Te quedan ${p.left} intentos.`,
  },
  SIGNING_CODE_SPENT: {
    status: 422,
    message: 'Has escrito mal el código demasiadas veces: pide un código nuevo',
  },
  SIGNING_CODE_EXPIRED: { status: 422, message: 'El código ha caducado: pide un código nuevo' },
  SIGNATURE_IMAGE_INVALID: { status: 422, message: 'La firma debe ser una imagen PNG válida' },
  SIGNATURE_IMAGE_TOO_LARGE: {
    status: 422,
    message: (p: { max: string }) => `La imagen de la firma es demasiado grande (como mucho ${p.max})`,
  },
  SIGNATURE_IMAGE_BLANK: { status: 422, message: 'La firma está en blanco: dibuja tu firma' },
  SIGNING_SEAL_FAILED: {
    status: 503,
    message: 'No hemos podido sellar el contrato firmado. Vuelve a intentarlo en unos minutos.',
  },

  // SEPA direct debit files and bank returns.
  SEPA_NOT_CONFIGURED: {
    status: 422,
    message: (p: { missing: string[] }) =>
      `Faltan datos del acreedor SEPA en la configuración: ${p.missing.join(', ')}`,
  },
  SEPA_COLLECTION_DATE_PAST: {
    status: 422,
    message: 'La fecha de cargo no puede ser anterior a hoy',
  },
  SEPA_COLLECTION_DATE_TOO_FAR: {
    status: 422,
    message: 'La fecha de cargo no puede ser más de un año después de hoy',
  },
  SEPA_NOTHING_DUE: {
    status: 422,
    message: (p: { date: string }) => `No hay recibos por domiciliación pendientes de cobro a ${p.date}`,
  },
  SEPA_FILE_BUSY: {
    status: 409,
    message: 'Ya se está generando otra remesa SEPA: espera a que termine',
  },
  SEPA_FILE_NOT_FOUND: { status: 404, message: 'Remesa SEPA no encontrada' },
  SEPA_FILE_NOT_READY: {
    status: 409,
    message: 'La remesa SEPA todavía no está generada',
  },
  SEPA_PAYMENT_NOT_FOUND: { status: 404, message: 'Recibo no encontrado en esta póliza' },
  SEPA_TRANSACTION_NOT_FOUND: { status: 404, message: 'Movimiento no encontrado en este recibo' },
  SEPA_RETURN_NOT_COLLECTED: {
    status: 409,
    message: 'Este movimiento no es un cobro por domiciliación ya presentado al banco: no se puede devolver',
  },
  SEPA_RETURN_TWICE: { status: 409, message: 'Este cobro ya estaba devuelto' },
  SEPA_RETURN_NOT_LATEST: {
    status: 409,
    message: 'El recibo se ha vuelto a cobrar después de este movimiento: devuelve el último cobro',
  },
  SEPA_RETURNS_FILE_INVALID: {
    status: 422,
    message: (p: { detail: string }) => `El fichero de devoluciones no se puede leer: ${p.detail}`,
  },
  SEPA_RETURNS_EMPTY: {
    status: 422,
    message: 'El fichero de devoluciones no trae ningún recibo devuelto',
  },
  SEPA_PAYMENT_NOT_DEBITABLE: {
    status: 409,
    message: 'Este recibo no está pendiente de pago: no hay nada que cargar',
  },
  // A direct debit in a bank file is collected on its date: paying it meanwhile would charge twice.
  RECEIPT_IN_BANK: {
    status: 409,
    message: (p: { date: string }) =>
      `Este recibo ya está en el banco: se cargará en la cuenta domiciliada el ${p.date}. No hace falta pagarlo ahora`,
  },
  SEPA_NO_MANDATE: {
    status: 409,
    message: 'Esta póliza no tiene una cuenta domiciliada: indica un IBAN nuevo',
  },
  SEPA_NEW_ACCOUNT_INVALID: { status: 422, message: (p: { detail: string }) => p.detail },

  // The distribution network (distributors, stores, their CSV imports).
  DISTRIBUTOR_NAME_TAKEN: { status: 409, message: 'Ya existe un distribuidor con ese nombre' },
  DISTRIBUTOR_HAS_STORES: {
    status: 409,
    message: (p: { count: number }) =>
      `El distribuidor tiene ${p.count} tienda(s) dada(s) de alta: dalas de baja antes de borrarlo`,
  },
  DISTRIBUTOR_UNKNOWN: { status: 422, message: 'El distribuidor indicado no existe o se ha dado de baja' },
  STORE_CODE_TAKEN: {
    status: 409,
    message: (p: { code: string }) => `Ya existe una tienda con el código ${p.code}`,
  },
  STORE_HAS_LANDINGS: {
    status: 409,
    message: 'La tienda tiene una landing publicada: ocúltala antes de borrar la tienda',
  },
  NETWORK_CSV_TOO_LARGE: {
    status: 422,
    message: (p: { maxMb: number }) => `El fichero pasa de ${p.maxMb} MB: divídelo en varios`,
  },

  // Policy administration: corrections, the admin edit, discounts, settings, partners.
  POLICY_EDIT_EMPTY: { status: 400, message: 'Indica al menos un dato que cambiar' },
  POLICY_RISK_NOT_FOUND: { status: 404, message: 'Riesgo no encontrado en esta póliza' },
  POLICY_ADMIN_CANCEL_NOT_HERE: {
    status: 422,
    message: 'Para anular una póliza usa «Anular póliza»: liquida los recibos y avisa al tomador',
  },
  POLICY_ADMIN_CANCELLED: {
    status: 422,
    message: 'La póliza está anulada: solo se puede corregir su número de documento',
  },
  POLICY_DATES_INVALID: {
    status: 422,
    message: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  },
  POLICY_START_NEEDED: {
    status: 422,
    message: 'La póliza no tiene fecha de inicio: indícala para recalcular los recibos',
  },
  POLICY_PREMIUM_YEARLY_MISMATCH: {
    status: 422,
    message: 'Con pago anual hay un solo recibo: la prima del recibo y la anual deben ser iguales',
  },
  POLICY_PREMIUM_ANNUAL_BELOW_RECEIPT: {
    status: 422,
    message: 'La prima anual no puede ser menor que la prima de un recibo',
  },
  POLICY_RECEIPT_SETTLED_OFF_SCHEDULE: {
    status: 422,
    message: (p: { sequence: number }) =>
      `El recibo ${p.sequence} ya está cobrado (o en el banco) y quedaría fuera del nuevo calendario: no se puede cambiar la periodicidad ni la fecha de inicio`,
  },
  POLICY_STORE_UNKNOWN: { status: 422, message: 'La tienda indicada no existe o se ha dado de baja' },
  POLICY_DISTRIBUTOR_UNKNOWN: {
    status: 422,
    message: 'El distribuidor indicado no existe o se ha dado de baja',
  },
  POLICY_STORE_OTHER_DISTRIBUTOR: {
    status: 422,
    message: 'La tienda indicada no pertenece al distribuidor de la póliza',
  },
  POLICY_PAYMENT_METHOD_MISSING: {
    status: 422,
    message: 'La póliza no tiene una cuenta bancaria (IBAN) registrada: no se puede pasar a domiciliación',
  },
  POLICY_SIGNED_NEEDS_SIGNATURE: {
    status: 422,
    message: 'La póliza no está firmada: no puede pasar a «activa, pagada y firmada»',
  },
  POLICY_DISCOUNT_ALREADY_APPLIED: { status: 409, message: 'Este descuento ya está aplicado a la póliza' },
  POLICY_DISCOUNT_NOT_APPLIED: { status: 404, message: 'Este descuento no está aplicado a la póliza' },
  POLICY_DISCOUNT_TARGET_MISSING: {
    status: 400,
    message: 'Indica el descuento: su identificador (discount_id) o su código (code), uno de los dos',
  },
  PARTNER_UNKNOWN: { status: 404, message: 'No hay ningún socio configurado con ese nombre' },
  // Back-office dashboard.
  DASHBOARD_RANGE_BACKWARDS: {
    status: 422,
    message: 'La fecha «hasta» no puede ser anterior a la fecha «desde»',
  },
  DASHBOARD_RANGE_TOO_LONG: {
    status: 422,
    message: (p: { days: number }) => `El periodo del panel puede abarcar ${p.days} días como mucho`,
  },
} as const satisfies Record<string, ErrorEntry>;

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 431 | 503;
type ErrorEntry = { status: ErrorStatus; message: string | ((params: never) => string) };

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The parameters a code's message needs, or `undefined` when its message is fixed. */
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C]['message'] extends (
  params: infer P,
) => string
  ? P
  : undefined;

/** Codes whose message takes no parameters. */
export type PlainErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? C : never }[ErrorCode];

/** The answer to a request that failed for a reason nobody planned: logged, never explained (spec 8). */
export const INTERNAL_ERROR = {
  code: 'INTERNAL_ERROR',
  status: 500,
  message: 'Ha ocurrido un error',
} as const;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorStatus(code: ErrorCode): ErrorStatus {
  return ERROR_CATALOGUE[code].status;
}

/** The Spanish message of a code, with its parameters filled in. */
export function errorMessage<C extends ErrorCode>(code: C, ...[params]: MessageArgs<C>): string {
  const message = ERROR_CATALOGUE[code].message as string | ((params: unknown) => string);
  return typeof message === 'string' ? message : message(params);
}

export type MessageArgs<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

/** Why the domain refuses a discount, as the code the API answers. */
export const DISCOUNT_REFUSAL_CODES = {
  inactive: 'DISCOUNT_INACTIVE',
  not_started: 'DISCOUNT_NOT_STARTED',
  expired: 'DISCOUNT_EXPIRED',
  exhausted: 'DISCOUNT_EXHAUSTED',
  other_store: 'DISCOUNT_OTHER_STORE',
  other_product: 'DISCOUNT_OTHER_PRODUCT',
} as const satisfies Record<DiscountRefusal, PlainErrorCode>;
