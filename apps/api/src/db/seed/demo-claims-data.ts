import { ClaimStatus, ClaimType, ProductType } from '@amparo/domain';

// The demo claims of the claims desk (seed-demo-claims.ts): one in each state the desk meets, with
// the documents spec 5 asks for, so the back office and the customer area have something to show.

export type DemoFileName = 'invoice' | 'policeReport' | 'lockInvoice' | 'front' | 'back' | 'cracked';

export type DemoClaim = {
  policy: 'phone' | 'scooter';
  claimTypeId: number;
  occurredDaysAgo: number;
  /** Null: a draft the customer has not sent. */
  sentDaysAgo: number | null;
  description: string;
  status?: number;
  closedDaysAgo?: number;
  denialReason?: string;
  /** Index into DEMO_REPAIR_CENTERS. */
  repairCenter?: number;
  documents: Array<{
    type: string;
    file: DemoFileName;
    review?: 'accepted' | 'rejected';
    reason?: string;
    reviewedDaysAgo?: number;
  }>;
  history: Array<{
    status: number;
    comment: string;
    isPublic: boolean;
    daysAgo: number;
    by: 'customer' | 'staff';
  }>;
};

const declared = (daysAgo: number) =>
  ({
    status: ClaimStatus.OPENED,
    comment: 'Siniestro declarado',
    isPublic: true,
    daysAgo,
    by: 'customer',
  }) as const;

export const DEMO_CLAIMS: DemoClaim[] = [
  {
    // Open, at the repair center, the invoice accepted and the photo still to review.
    policy: 'phone',
    claimTypeId: ClaimType.WATER_DAMAGE,
    occurredDaysAgo: 4,
    sentDaysAgo: 3,
    description: 'Se me cayó el móvil a la piscina y ya no enciende.',
    repairCenter: 0,
    documents: [
      { type: 'invoice', file: 'invoice', review: 'accepted', reviewedDaysAgo: 2 },
      { type: 'damage_photos', file: 'cracked' },
    ],
    history: [
      declared(3),
      {
        status: ClaimStatus.OPENED,
        comment: 'Taller asignado: ReparaMóvil Madrid Centro',
        isPublic: false,
        daysAgo: 2,
        by: 'staff',
      },
    ],
  },
  {
    // The invoice rejected: the customer sees 'Documentación rechazada' and uploads it again.
    policy: 'phone',
    claimTypeId: ClaimType.FRONT_SCREEN_BREAK,
    occurredDaysAgo: 13,
    sentDaysAgo: 12,
    description: 'La pantalla se rompió al caerse el móvil en la calle.',
    status: ClaimStatus.DOCUMENTATION_REJECTED,
    documents: [
      {
        type: 'invoice',
        file: 'invoice',
        review: 'rejected',
        reason: 'La factura está cortada y no se ve el modelo del móvil',
        reviewedDaysAgo: 10,
      },
      { type: 'damage_photos', file: 'cracked', review: 'accepted', reviewedDaysAgo: 10 },
    ],
    history: [
      declared(12),
      {
        status: ClaimStatus.DOCUMENTATION_REJECTED,
        comment: 'Factura de compra: La factura está cortada y no se ve el modelo del móvil',
        isPublic: true,
        daysAgo: 10,
        by: 'staff',
      },
    ],
  },
  {
    // Closed after the repair.
    policy: 'phone',
    claimTypeId: ClaimType.MISC_BREAKS,
    occurredDaysAgo: 36,
    sentDaysAgo: 35,
    description: 'El botón de encendido se hundió tras un golpe.',
    status: ClaimStatus.CLOSED,
    closedDaysAgo: 20,
    repairCenter: 0,
    documents: [
      { type: 'invoice', file: 'invoice', review: 'accepted', reviewedDaysAgo: 33 },
      { type: 'damage_photos', file: 'front', review: 'accepted', reviewedDaysAgo: 33 },
    ],
    history: [
      declared(35),
      {
        status: ClaimStatus.CLOSED,
        comment: 'Reparado y entregado',
        isPublic: true,
        daysAgo: 20,
        by: 'staff',
      },
    ],
  },
  {
    // Denied: the customer reads the reason in the notice 'Siniestro denegado'.
    policy: 'scooter',
    claimTypeId: ClaimType.SCOOTER_ROBBERY,
    occurredDaysAgo: 42,
    sentDaysAgo: 41,
    description: 'Me robaron el patinete de la puerta del gimnasio.',
    status: ClaimStatus.CLOSED,
    closedDaysAgo: 30,
    denialReason: 'El patinete no estaba atado con un candado, como exige la póliza para cubrir el robo.',
    documents: [
      { type: 'invoice', file: 'invoice', review: 'accepted', reviewedDaysAgo: 38 },
      { type: 'police_report', file: 'policeReport', review: 'accepted', reviewedDaysAgo: 38 },
      { type: 'lock_invoice', file: 'lockInvoice', review: 'accepted', reviewedDaysAgo: 38 },
    ],
    history: [
      declared(41),
      {
        status: ClaimStatus.CLOSED,
        comment: 'El patinete no estaba atado con un candado, como exige la póliza para cubrir el robo.',
        isPublic: true,
        daysAgo: 30,
        by: 'staff',
      },
    ],
  },
  {
    // A draft the customer saved to finish later.
    policy: 'phone',
    claimTypeId: ClaimType.BACK_COVER_BREAK,
    occurredDaysAgo: 1,
    sentDaysAgo: null,
    description: 'La tapa trasera se agrietó al caer de la mesa.',
    documents: [{ type: 'invoice', file: 'invoice' }],
    history: [],
  },
];

/** Three repair centers in three cities, between them repairing every product type. */
export const DEMO_REPAIR_CENTERS = [
  {
    name: 'ReparaMóvil Madrid Centro',
    tax_id: 'B28123456',
    email: 'taller@reparamovil.example',
    phone: '915550101',
    address: 'Calle de Atocha 45',
    city: 'Madrid',
    province: 'Madrid',
    postal_code: '28012',
    product_type_ids: [ProductType.MOBILE, ProductType.MULTI_DEVICE],
  },
  {
    name: 'Patinetes Urbanos Taller',
    tax_id: 'B08765432',
    email: 'servicio@patinetesurbanos.example',
    phone: '935550202',
    address: 'Carrer de Provença 210',
    city: 'Barcelona',
    province: 'Barcelona',
    postal_code: '08036',
    product_type_ids: [ProductType.SCOOTER],
  },
  {
    name: 'ElectroServicio Levante',
    tax_id: 'B46234567',
    email: 'sat@electroservicio.example',
    phone: '965550303',
    address: 'Avenida del Puerto 120',
    city: 'Valencia',
    province: 'Valencia',
    postal_code: '46023',
    product_type_ids: [ProductType.EXTENDED_WARRANTY, ProductType.PORTABLE, ProductType.SMART_TV],
  },
];
