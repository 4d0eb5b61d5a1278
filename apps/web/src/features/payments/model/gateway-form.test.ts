// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitGatewayForm } from './gateway-form';

describe('submitGatewayForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the three signed fields to the gateway as a real form', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = submitGatewayForm({
      url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDk1In0=',
      Ds_Signature: 'c2lnbmF0dXJl',
    });
    expect(submit).toHaveBeenCalledOnce();
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    expect(document.body.contains(form)).toBe(true);
    const fields = Object.fromEntries(
      [...form.querySelectorAll('input')].map((input) => [input.name, [input.type, input.value]]),
    );
    expect(fields).toEqual({
      Ds_SignatureVersion: ['hidden', 'HMAC_SHA256_V1'],
      Ds_MerchantParameters: ['hidden', 'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDk1In0='],
      Ds_Signature: ['hidden', 'c2lnbmF0dXJl'],
    });
  });
});
