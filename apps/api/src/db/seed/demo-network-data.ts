// The demo distribution network for `npm start`: a phone chain, a bank whose branches sell our cover and an
// appliance retailer, with stores spread over Spain so the store map and the dashboard have something to show.
// Tax ids are valid CIFs (control digit checked by packages/domain/src/spanish-id.ts); coordinates are the
// streets named.

export type DemoStore = {
  code: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  latitude: string;
  longitude: string;
};

export type DemoDistributor = {
  name: string;
  tax_id: string;
  email: string;
  phone: string;
  contact_name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  commission_bp: number;
  stores: DemoStore[];
};

export const DEMO_NETWORK: DemoDistributor[] = [
  {
    name: 'MóvilMarket',
    tax_id: 'B12345674',
    email: 'partners@movilmarket.example',
    phone: '910000000',
    contact_name: 'Elena Ruiz',
    address: 'Calle de Alcalá 120',
    city: 'Madrid',
    province: 'Madrid',
    postal_code: '28009',
    commission_bp: 1500,
    stores: [
      {
        code: 'MM-MAD-002',
        name: 'MóvilMarket Madrid Sol',
        address: 'Puerta del Sol 6',
        city: 'Madrid',
        province: 'Madrid',
        postal_code: '28013',
        phone: '910000002',
        latitude: '40.4169',
        longitude: '-3.7035',
      },
      {
        code: 'MM-BCN-010',
        name: 'MóvilMarket Barcelona Passeig de Gràcia',
        address: 'Passeig de Gràcia 55',
        city: 'Barcelona',
        province: 'Barcelona',
        postal_code: '08007',
        phone: '930000010',
        latitude: '41.3925',
        longitude: '2.1649',
      },
      {
        code: 'MM-VLC-001',
        name: 'MóvilMarket Valencia Colón',
        address: 'Calle de Colón 22',
        city: 'Valencia',
        province: 'Valencia',
        postal_code: '46004',
        phone: '960000001',
        latitude: '39.4700',
        longitude: '-0.3713',
      },
    ],
  },
  {
    name: 'Banco Ibérico',
    tax_id: 'A28746501',
    email: 'seguros@bancoiberico.example',
    phone: '915550000',
    contact_name: 'Javier Ortega',
    address: 'Paseo de la Castellana 89',
    city: 'Madrid',
    province: 'Madrid',
    postal_code: '28046',
    commission_bp: 1000,
    stores: [
      {
        code: 'BI-SEV-001',
        name: 'Banco Ibérico Sevilla Tetuán',
        address: 'Calle Tetuán 14',
        city: 'Sevilla',
        province: 'Sevilla',
        postal_code: '41001',
        phone: '954000001',
        latitude: '37.3916',
        longitude: '-5.9953',
      },
      {
        code: 'BI-BIO-001',
        name: 'Banco Ibérico Bilbao Gran Vía',
        address: 'Gran Vía de Don Diego López de Haro 30',
        city: 'Bilbao',
        province: 'Bizkaia',
        postal_code: '48009',
        phone: '944000001',
        latitude: '43.2627',
        longitude: '-2.9345',
      },
    ],
  },
  {
    name: 'ElectroHogar',
    tax_id: 'B66382011',
    email: 'comercial@electrohogar.example',
    phone: '976000000',
    contact_name: 'Marta Lozano',
    address: 'Paseo de la Independencia 24',
    city: 'Zaragoza',
    province: 'Zaragoza',
    postal_code: '50004',
    commission_bp: 1250,
    stores: [
      {
        code: 'EH-ZAZ-001',
        name: 'ElectroHogar Zaragoza Independencia',
        address: 'Paseo de la Independencia 24',
        city: 'Zaragoza',
        province: 'Zaragoza',
        postal_code: '50004',
        phone: '976000001',
        latitude: '41.6497',
        longitude: '-0.8840',
      },
      {
        code: 'EH-AGP-001',
        name: 'ElectroHogar Málaga Larios',
        address: 'Calle Marqués de Larios 8',
        city: 'Málaga',
        province: 'Málaga',
        postal_code: '29005',
        phone: '952000001',
        latitude: '36.7196',
        longitude: '-4.4215',
      },
    ],
  },
];
