import { ProductType } from '@amparo/domain';

/** Price band by device value, in euros; yearly is about two months cheaper than 12 monthly receipts. */
type Band = { min: number; max: number; monthly: number };

export type ProductRow = {
  id: number;
  product_type_id: number;
  name: string;
  tier: 'basic' | 'intermediate' | 'top' | null;
  reference: string;
  coverages: string[];
  bands: Band[];
};

const yearlyFrom = (monthlyCents: number) => Math.round(monthlyCents * 10.5);

const mobileBase = ['Rotura de pantalla', 'Rotura de la tapa trasera'];
const mobileMid = [...mobileBase, 'Roturas varias', 'Daños por agua'];
const mobileTop = [...mobileMid, 'Robo', 'Hurto'];

const bands = (monthly: number[], limits = [0, 300, 600, 1000, 1500, 2500]): Band[] =>
  monthly.map((m, i) => ({ min: limits[i]!, max: limits[i + 1]!, monthly: m }));

// A household insures the sum of its items' values: wider bands.
const householdLimits = [0, 1000, 2500, 5000, 10_000];

// Product ids of spec 9 (mobile 1-3, portable 15-17, smart TV 19-21); the
// other lines are not numbered by the spec and take free ids 4, 5 and 6.
export const productRows: ProductRow[] = [
  {
    id: 1,
    product_type_id: ProductType.MOBILE,
    name: 'Móvil Básico',
    tier: 'basic',
    reference: 'MOV-BAS',
    coverages: mobileBase,
    bands: bands([395, 495, 695, 895, 1195]),
  },
  {
    id: 2,
    product_type_id: ProductType.MOBILE,
    name: 'Móvil Intermedio',
    tier: 'intermediate',
    reference: 'MOV-INT',
    coverages: mobileMid,
    bands: bands([595, 695, 895, 1195, 1495]),
  },
  {
    id: 3,
    product_type_id: ProductType.MOBILE,
    name: 'Móvil Top',
    tier: 'top',
    reference: 'MOV-TOP',
    coverages: mobileTop,
    bands: bands([795, 895, 1195, 1495, 1895]),
  },
  {
    id: 4,
    product_type_id: ProductType.SCOOTER,
    name: 'Patinete',
    tier: null,
    reference: 'PAT',
    coverages: [
      'Daños del patinete',
      'Robo',
      'Responsabilidad civil',
      'Accidentes del conductor',
      'Hospitalización',
    ],
    bands: bands([495, 695, 895]),
  },
  {
    id: 5,
    product_type_id: ProductType.EXTENDED_WARRANTY,
    name: 'Garantía extendida',
    tier: null,
    reference: 'GAR',
    coverages: ['Avería'],
    bands: bands([195, 295, 395, 495, 695]),
  },
  {
    id: 6,
    product_type_id: ProductType.MULTI_DEVICE,
    name: 'Multidispositivo',
    tier: null,
    reference: 'MUL',
    coverages: [
      'Robo',
      'Hurto',
      'Rotura de pantalla',
      'Rotura de la tapa trasera',
      'Roturas varias',
      'Daños por agua',
      'Avería de electrodomésticos y multimedia',
    ],
    bands: bands([995, 1495, 1995, 2995], householdLimits),
  },
  {
    id: 15,
    product_type_id: ProductType.PORTABLE,
    name: 'Portátil Básico',
    tier: 'basic',
    reference: 'POR-BAS',
    coverages: ['Rotura accidental'],
    bands: bands([495, 595, 795, 995, 1295]),
  },
  {
    id: 16,
    product_type_id: ProductType.PORTABLE,
    name: 'Portátil Intermedio',
    tier: 'intermediate',
    reference: 'POR-INT',
    coverages: ['Rotura accidental', 'Daños por líquidos'],
    bands: bands([695, 795, 995, 1295, 1595]),
  },
  {
    id: 17,
    product_type_id: ProductType.PORTABLE,
    name: 'Portátil Top',
    tier: 'top',
    reference: 'POR-TOP',
    coverages: ['Rotura accidental', 'Daños por líquidos', 'Robo'],
    bands: bands([895, 995, 1295, 1595, 1995]),
  },
  {
    id: 19,
    product_type_id: ProductType.SMART_TV,
    name: 'Smart TV Básico',
    tier: 'basic',
    reference: 'STV-BAS',
    coverages: ['Rotura de pantalla'],
    bands: bands([295, 395, 495, 695, 895]),
  },
  {
    id: 20,
    product_type_id: ProductType.SMART_TV,
    name: 'Smart TV Intermedio',
    tier: 'intermediate',
    reference: 'STV-INT',
    coverages: ['Rotura de pantalla', 'Avería'],
    bands: bands([395, 495, 695, 895, 1095]),
  },
  {
    id: 21,
    product_type_id: ProductType.SMART_TV,
    name: 'Smart TV Top',
    tier: 'top',
    reference: 'STV-TOP',
    coverages: ['Rotura de pantalla', 'Avería', 'Daños por líquidos', 'Robo'],
    bands: bands([495, 595, 795, 995, 1295]),
  },
];

export const priceRows = productRows.flatMap((p) =>
  p.bands.map((b) => ({
    product_id: p.id,
    min_value_cents: b.min * 100,
    max_value_cents: b.max * 100,
    price_monthly_cents: b.monthly,
    price_yearly_cents: yearlyFrom(b.monthly),
  })),
);
