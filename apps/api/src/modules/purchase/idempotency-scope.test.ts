import { Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

// An Idempotency-Key belongs to its caller (docs/security.md, "Idempotency keys").
const t = useTestApp();
const book = (payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/policies',
    payload,
    remoteAddress: ip,
    headers: { 'idempotency-key': 'clave-compartida-0001', ...headers },
  });

describe('Idempotency-Key scope', () => {
  it("never hands one caller's booking to another who repeats the key and the body", async () => {
    const body = buildBooking();
    const first = await book(body, '10.50.0.1');
    expect(first.statusCode).toBe(201);
    // The same anonymous caller retrying gets its booking back.
    const retry = await book(body, '10.50.0.1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().number).toBe(first.json().number);
    // A store seller, even behind the same address, books anew instead of reading that booking.
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const bySeller = await book(body, '10.50.0.1', seller.headers);
    expect(bySeller.statusCode).toBe(201);
    expect(bySeller.json().number).not.toBe(first.json().number);
    // So does an anonymous caller elsewhere.
    const elsewhere = await book(body, '10.50.0.2');
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().number).not.toBe(first.json().number);
    // The seller's own retry is the seller's booking.
    const sellerRetry = await book(body, '10.50.0.9', seller.headers);
    expect(sellerRetry.statusCode).toBe(200);
    expect(sellerRetry.json().number).toBe(bySeller.json().number);
  });
});
