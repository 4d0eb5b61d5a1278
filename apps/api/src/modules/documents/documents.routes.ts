import type { FastifyPluginAsync } from 'fastify';
import { renderIpid } from '../../services/pdf/ipid.ts';
import { endpoint } from '../endpoint.ts';
import { getProduct } from '../products/get-product.ts';
import { customerServicePhone } from './service-phone.ts';

/** Documents the customer reads or keeps: today the precontractual information (IPID) of a product. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'productIpid', async ({ params, reply }) => {
    const product = await getProduct(app.db, params.id);
    const pdf = await renderIpid(product, await customerServicePhone(app.db));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="informacion-precontractual-${product.id}.pdf"`)
      .header('cache-control', 'no-cache')
      .send(Buffer.from(pdf));
  });
};
