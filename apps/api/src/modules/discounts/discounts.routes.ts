import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { allPages } from '../exports/all-pages.ts';
import { discountsCsv } from '../exports/discounts-csv.ts';
import { sendCsv } from '../exports/send-csv.ts';
import { checkDiscountCode } from './check-discount-code.ts';
import { createDiscount } from './create-discount.ts';
import { deleteDiscount } from './delete-discount.ts';
import { toDiscountValidation } from './discount-view.ts';
import { findPublicDiscount } from './find-public-discount.ts';
import { getDiscount } from './get-discount.ts';
import { listDiscounts } from './list-discounts.ts';
import { updateDiscount } from './update-discount.ts';

export const discountsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  // Too many unknown codes from the address is a 429 (with Retry-After).
  endpoint(app, 'validateDiscount', async ({ params, query, ctx }) =>
    toDiscountValidation(
      await checkDiscountCode(db, params.code, {
        ...ctx,
        productTypeId: query.product_type_id,
        storeId: query.store_id,
      }),
    ),
  );

  endpoint(app, 'getPublicDiscount', ({ now }) => findPublicDiscount(db, now));

  endpoint(app, 'listDiscounts', async ({ query, reply }) => {
    if (query.export_csv === '1') {
      const rows = await allPages((page) => listDiscounts(db, { ...query, ...page }));
      return sendCsv(reply, 'descuentos.csv', discountsCsv(rows));
    }
    return listDiscounts(db, query);
  });

  endpoint(app, 'getDiscount', ({ params }) => getDiscount(db, params.id));

  endpoint(app, 'createDiscount', ({ actor, body, ctx }) => createDiscount(db, actor, body, ctx));

  endpoint(app, 'updateDiscount', ({ actor, params, body, ctx }) =>
    updateDiscount(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'deleteDiscount', async ({ actor, params, ctx }) => {
    await deleteDiscount(db, actor, params.id, ctx);
    return null;
  });
};
