// What the concurrent clients of the crash test send: bookings with varied
// devices and holders, the first receipt's card payment through the sandbox
// gateway's signed notification, and IMEIs from a small pool (so some clash).
import { randomUUID } from 'node:crypto';
import { notificationFor } from '../card-payment-helpers.ts';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const PHONES = [
  { brand: 'Apple', model: 'iPhone 16 Pro', value: 121_900 },
  { brand: 'Samsung', model: 'Galaxy S25', value: 89_900 },
  { brand: 'Xiaomi', model: 'Redmi Note 14', value: 29_900 },
  { brand: 'Google', model: 'Pixel 9', value: 79_900 },
];
const LAPTOPS = [
  { brand: 'Lenovo', model: 'ThinkPad X1', value: 149_900, part_number: '21KC' },
  { brand: 'Apple', model: 'MacBook Air', value: 119_900 },
  { brand: 'HP', model: 'Pavilion 15', value: 69_900 },
];

/** A valid Spanish DNI for n (8 digits and the letter of n mod 23). */
export const dni = (n: number) => {
  const digits = String(n % 100_000_000).padStart(8, '0');
  return `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
};

/** A 15-digit IMEI with a correct Luhn digit. */
export function imei(n: number): string {
  const body = `35${String(n).padStart(12, '0')}`;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Booking n is a phone (even n) or a laptop (odd n): a phone waits for its photo
 * check before it can be paid, and gets an IMEI; a laptop is paid at once.
 */
export const isPhone = (n: number) => n % 2 === 0;

/** POST /api/policies body number n, monthly or yearly, by card. */
export function bookingBody(n: number) {
  return {
    product_id: isPhone(n) ? 3 : 15 + (n % 3),
    periodicity: n % 3 === 0 ? 12 : 1,
    payment_method: 'card',
    device: isPhone(n) ? PHONES[(n >> 1) % PHONES.length] : LAPTOPS[(n >> 1) % LAPTOPS.length],
    holder: {
      name: 'Cliente',
      surname1: `Prueba${n}`,
      document_code: dni(10_000_000 + n),
      email: `cliente${n}@example.com`,
      phone: '612345678',
    },
    acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
  };
}

export const newKey = () => randomUUID();

/** The notification the sandbox gateway posts after an approved test card, for a signed form. */
export const approvedNotification = (form: Parameters<typeof notificationFor>[0]) => notificationFor(form);
