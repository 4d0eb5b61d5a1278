import { ErrorResponseSchema, IdParamsSchema, z } from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderIpid } from '../../services/pdf/ipid.ts';
import { getProduct } from '../catalog/products.ts';

/** Documents the customer reads or keeps: today the precontractual information (IPID) of a product. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/ipid.pdf',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['documentos'],
        summary: 'Información precontractual (IPID) en PDF',
        params: IdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const product = await getProduct(app.db, request.params.id);
      const pdf = await renderIpid(product);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="informacion-precontractual-${product.id}.pdf"`)
        .header('cache-control', 'no-cache')
        .send(Buffer.from(pdf));
    },
  );
};
