import { LINK_PATHS } from '@amparo/contract/links';
import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';

// The API mails links built from LINK_PATHS: each must land on a page this router serves.
describe('the pages mails link to', () => {
  it.each([
    ['customerArea', PATHS.customerArea],
    ['customerClaim', PATHS.customerClaim],
    ['purchasePayment', PATHS.purchasePayment],
    ['signing', PATHS.signing],
    ['signatureReturn', PATHS.signatureReturn],
    ['adminResetPassword', PATHS.adminResetPassword],
    ['peritation', `${PATHS.peritation}/:id`],
  ] as const)('%s is a route of the web', (name, route) => {
    expect(LINK_PATHS[name]).toBe(route);
  });
});
