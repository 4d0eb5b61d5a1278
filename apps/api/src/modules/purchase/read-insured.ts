import {
  type BookingRequestSchema,
  type InsuredByLine,
  InsuredByLineSchema,
  type PlainErrorCode,
  type z,
} from '@amparo/contract';
import { policyInsuredValue, purchaseDateProblem } from '@amparo/domain';
import { AppError } from '../../errors.ts';

type Booking = z.output<typeof BookingRequestSchema>;

/** The code for what the product line's shape found missing (the wire schema checked the rest). */
function missingCode(path: readonly PropertyKey[]): PlainErrorCode {
  if (path[0] === 'items') return 'ITEMS_MISSING';
  if (path[1] === 'purchase_date') return 'PURCHASE_DATE_MISSING';
  return 'DEVICE_MISSING';
}

/**
 * What the booking insures, read with the shape its product line needs
 * (contract InsuredByLineSchema) and checked against the domain's 3-year
 * rule, with the insured value (the device's, or the sum of the items).
 */
export function readInsured(
  productTypeId: number,
  booking: Pick<Booking, 'device' | 'items'>,
  now: Date,
): { insured: InsuredByLine; value: number } {
  const parsed = InsuredByLineSchema.safeParse({
    product_type_id: productTypeId,
    device: booking.device,
    items: booking.items,
  });
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    // A product line the schema does not know has no product to sell.
    if (!first || first.path[0] === 'product_type_id')
      throw new AppError('PRODUCT_NOT_FOUND', { params: { id: productTypeId } });
    const errors = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError(missingCode(first.path), { errors });
  }
  const insured = parsed.data;
  const isMulti = 'items' in insured;
  const things = isMulti ? insured.items : [insured.device];
  const tooOld = things.findIndex((thing) => purchaseDateProblem(productTypeId, thing, now) !== null);
  if (tooOld >= 0) {
    const path = isMulti ? `body.items.${tooOld}.purchase_date` : 'body.device.purchase_date';
    throw new AppError(isMulti ? 'ITEM_TOO_OLD' : 'DEVICE_TOO_OLD', {
      errors: [{ path, message: 'Tiene 3 años o más' }],
    });
  }
  // Never null here: the schema asked for every value and at least one item.
  const value = policyInsuredValue(productTypeId, insured) ?? 0;
  return { insured, value };
}
