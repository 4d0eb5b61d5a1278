import { describe, expect, it } from 'vitest';
import {
  decodeMerchantParameters,
  encodeMerchantParameters,
  isApprovedResponse,
  newOrder,
  orderKey,
  REDSYS_TEST_MERCHANT,
  signatureMatches,
  signedFields,
  signNotification,
  signRequest,
  verifySignedFields,
} from './redsys.ts';

const KEY = REDSYS_TEST_MERCHANT.secret;

// Published worked examples, all with Redsys's public test key:
// (1) the notification of Redsys's own PHP sample "ejemploRecepcionaPet.php", as republished in
//     github.com/minube/redsys-api (order MN000049, Ds_Response 0000) — the official library prints
//     "FIRMA OK" for exactly these three fields;
// (2) the test suite of an independent implementation, github.com/brickpop/redsys-pos (test/index.js):
//     3DES per-order keys, a request triple (order 12345678) and a base64url notification (order 0000FB9A172).
const OFFICIAL_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
  Ds_Signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
};

const REQUEST_PARAMS = {
  DS_MERCHANT_AMOUNT: '1000',
  DS_MERCHANT_ORDER: '12345678',
  DS_MERCHANT_MERCHANTNAME: 'SPEC SHOP',
  DS_MERCHANT_MERCHANTCODE: '327234688',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_MERCHANTURL: 'http://www.spec-shop.com/',
  DS_MERCHANT_URLOK: 'http://www.spec-shop/success',
  DS_MERCHANT_URLKO: 'http://www.spec-shop/error',
};
const REQUEST_ENCODED =
  'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxMDAwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIxMjM0NTY3OCIsIkRTX01FUkNIQU5UX01FUkNIQU5UTkFNRSI6IlNQRUMgU0hPUCIsIkRTX01FUkNIQU5UX01FUkNIQU5UQ09ERSI6IjMyNzIzNDY4OCIsIkRTX01FUkNIQU5UX0NVUlJFTkNZIjoiOTc4IiwiRFNfTUVSQ0hBTlRfVFJBTlNBQ1RJT05UWVBFIjoiMCIsIkRTX01FUkNIQU5UX1RFUk1JTkFMIjoiMSIsIkRTX01FUkNIQU5UX01FUkNIQU5UVVJMIjoiaHR0cDovL3d3dy5zcGVjLXNob3AuY29tLyIsIkRTX01FUkNIQU5UX1VSTE9LIjoiaHR0cDovL3d3dy5zcGVjLXNob3Avc3VjY2VzcyIsIkRTX01FUkNIQU5UX1VSTEtPIjoiaHR0cDovL3d3dy5zcGVjLXNob3AvZXJyb3IifQ==';

const URLSAFE_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMjglMkYwNSUyRjIwMTgiLCJEc19Ib3VyIjoiMTAlM0E0NCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQW1vdW50IjoiNjcwMCIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwMDAwRkI5QTE3MiIsIkRzX01lcmNoYW50Q29kZSI6IjMzNjcwNDY1NSIsIkRzX1Rlcm1pbmFsIjoiMDAxIiwiRHNfUmVzcG9uc2UiOiIwMDAwIiwiRHNfVHJhbnNhY3Rpb25UeXBlIjoiMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMjE4MDQ4IiwiRHNfQ29uc3VtZXJMYW5ndWFnZSI6IjEiLCJEc19DYXJkX0NvdW50cnkiOiI3MjQiLCJEc19DYXJkX0JyYW5kIjoiMSJ9',
  Ds_Signature: '3Fg6oB4URw8ykL-hkvdYPW4RKvT3ikz6qAv6WMHFH2I=',
};

describe('Redsys HMAC_SHA256_V1', () => {
  it.each([
    ['0', 'Qyx5NZhbucY='],
    ['1234567890', 'ntVrJPxp2xlsetWVajPl0g=='],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'zpFLv7NacMPOXx570s2BAdR9fZue1crKaHX2S/0/f/8='],
  ])('derives the per-order key of %s with 3DES-CBC, zero IV and zero padding', (order, key) => {
    expect(orderKey(order, KEY).toString('base64')).toBe(key);
  });

  it('signs a request as the published example: base64 JSON parameters, base64 signature', () => {
    expect(encodeMerchantParameters(REQUEST_PARAMS)).toBe(REQUEST_ENCODED);
    expect(signRequest(REQUEST_ENCODED, '12345678', KEY)).toBe(
      'OJHmZ7cVCM2YdKoFUWkSvK9suPLRvl3DPS840EgBW00=',
    );
    expect(signedFields(REQUEST_PARAMS, KEY)).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: REQUEST_ENCODED,
      Ds_Signature: 'OJHmZ7cVCM2YdKoFUWkSvK9suPLRvl3DPS840EgBW00=',
    });
    // Changing one character of the amount changes the signature (the published +FOvVht… for 1500).
    const other = encodeMerchantParameters({ ...REQUEST_PARAMS, DS_MERCHANT_AMOUNT: '1500' });
    expect(signRequest(other, '12345678', KEY)).toBe('+FOvVhtCE7m+mLMecrj/sftU7B7GaWVxkATvswnDJgw=');
  });

  it("verifies Redsys's own sample notification and reads its parameters", () => {
    const verified = verifySignedFields(OFFICIAL_NOTIFICATION, KEY, 'Ds_Order');
    expect(verified).toMatchObject({
      order: 'MN000049',
      params: { Ds_Amount: '15900', Ds_Response: '0000', Ds_AuthorisationCode: '002413' },
    });
    expect(signNotification(OFFICIAL_NOTIFICATION.Ds_MerchantParameters, 'MN000049', KEY)).toBe(
      OFFICIAL_NOTIFICATION.Ds_Signature,
    );
  });

  it('verifies a base64url notification signature (with - and _), as Redsys sends them', () => {
    expect(verifySignedFields(URLSAFE_NOTIFICATION, KEY, 'Ds_Order')?.order).toBe('0000FB9A172');
    expect(signNotification(URLSAFE_NOTIFICATION.Ds_MerchantParameters, '0000FB9A172', KEY)).toBe(
      URLSAFE_NOTIFICATION.Ds_Signature,
    );
  });

  it('refuses a tampered amount, a wrong key, a bad signature or version, and garbage', () => {
    const tampered = encodeMerchantParameters({
      ...decodeMerchantParameters(OFFICIAL_NOTIFICATION.Ds_MerchantParameters)!,
      Ds_Amount: '1',
    });
    const otherKey = Buffer.alloc(24, 7).toString('base64');
    expect(
      verifySignedFields({ ...OFFICIAL_NOTIFICATION, Ds_MerchantParameters: tampered }, KEY, 'Ds_Order'),
    ).toBeNull();
    expect(verifySignedFields(OFFICIAL_NOTIFICATION, otherKey, 'Ds_Order')).toBeNull();
    expect(
      verifySignedFields({ ...OFFICIAL_NOTIFICATION, Ds_Signature: '00000' }, KEY, 'Ds_Order'),
    ).toBeNull();
    expect(verifySignedFields({ ...OFFICIAL_NOTIFICATION, Ds_Signature: '' }, KEY, 'Ds_Order')).toBeNull();
    expect(
      verifySignedFields(
        { ...OFFICIAL_NOTIFICATION, Ds_SignatureVersion: 'HMAC_SHA512_V2' },
        KEY,
        'Ds_Order',
      ),
    ).toBeNull();
    expect(
      verifySignedFields({ ...OFFICIAL_NOTIFICATION, Ds_MerchantParameters: '!!!' }, KEY, 'Ds_Order'),
    ).toBeNull();
    expect(verifySignedFields({}, KEY, 'Ds_Order')).toBeNull();
    expect(
      signatureMatches(
        'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs',
        OFFICIAL_NOTIFICATION.Ds_MerchantParameters,
        'MN000049',
        KEY,
      ),
    ).toBe(true);
  });

  it.each([
    ['0000', true],
    ['0099', true],
    ['99', true],
    ['0100', false],
    ['0190', false],
    ['0900', false],
    ['9915', false],
    ['', false],
    ['abc', false],
  ])('Ds_Response %s approved → %s', (code, approved) => {
    expect(isApprovedResponse(code)).toBe(approved);
  });

  it('makes order numbers Redsys accepts: 12 characters, 4 digits first, different each time', () => {
    const orders = new Set(Array.from({ length: 200 }, () => newOrder(new Date())));
    expect(orders.size).toBe(200);
    for (const order of orders) expect(order).toMatch(/^\d{4}[0-9A-Z]{8}$/);
  });
});
