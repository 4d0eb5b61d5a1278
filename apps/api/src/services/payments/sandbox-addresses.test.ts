import { describe, expect, it } from 'vitest';
import { checkSandboxAddresses } from './sandbox-addresses.ts';

const own = {
  publicUrl: 'https://amparo.example/tienda',
  notificationUrl: 'https://amparo.example/tienda/api/payments/redsys/notification',
};
const request = {
  DS_MERCHANT_MERCHANTURL: own.notificationUrl,
  DS_MERCHANT_URLOK: 'https://amparo.example/tienda/pagos/resultado?estado=ok',
  DS_MERCHANT_URLKO: 'https://amparo.example/tienda/pagos/resultado?estado=ko',
};

describe('checkSandboxAddresses', () => {
  it('accepts our notification route and paths of PUBLIC_URL, whatever the parameter case', () => {
    expect(checkSandboxAddresses(request, own)).toEqual({
      okUrl: request.DS_MERCHANT_URLOK,
      koUrl: request.DS_MERCHANT_URLKO,
    });
    const lower = {
      Ds_Merchant_MerchantURL: own.notificationUrl,
      Ds_Merchant_UrlOK: 'https://amparo.example/tienda',
      Ds_Merchant_UrlKO: 'https://amparo.example/tienda/',
    };
    expect(checkSandboxAddresses(lower, own)).toEqual({
      okUrl: 'https://amparo.example/tienda',
      koUrl: 'https://amparo.example/tienda/',
    });
  });

  it.each([
    ['DS_MERCHANT_MERCHANTURL', 'http://169.254.169.254/latest/meta-data'],
    ['DS_MERCHANT_MERCHANTURL', 'file:///etc/passwd'],
    ['DS_MERCHANT_MERCHANTURL', 'http://[::1]/tienda/api/payments/redsys/notification'],
    ['DS_MERCHANT_MERCHANTURL', 'https://amparo.example/tienda/api/health'],
    ['DS_MERCHANT_MERCHANTURL', ''],
    ['DS_MERCHANT_URLOK', 'https://atacante.example/tienda/'],
    ['DS_MERCHANT_URLOK', 'http://amparo.example/tienda/'],
    ['DS_MERCHANT_URLOK', 'https://amparo.example:8443/tienda/'],
    ['DS_MERCHANT_URLOK', 'https://amparo.example/tiendaX/'],
    ['DS_MERCHANT_URLOK', 'https://amparo.example/otra/'],
    ['DS_MERCHANT_URLOK', 'https://amparo.example/tienda/../otra/'],
    ['DS_MERCHANT_URLOK', 'https://amparo.example@atacante.example/tienda/'],
    ['DS_MERCHANT_URLOK', 'https://u:p@amparo.example/tienda/'],
    ['DS_MERCHANT_URLKO', '/tienda/pagos'],
    ['DS_MERCHANT_URLKO', '//atacante.example/tienda/'],
    ['DS_MERCHANT_URLKO', 'javascript:alert(1)'],
  ])('refuses %s = %s', (name, value) => {
    const result = checkSandboxAddresses({ ...request, [name]: value }, own);
    expect(result).toEqual({ refusal: expect.stringContaining('de esta tienda') });
  });
});
