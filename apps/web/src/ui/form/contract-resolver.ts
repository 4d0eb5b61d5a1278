import type { z } from '@amparo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The one bridge between react-hook-form and the contract's zod schemas, so
 * every form validates with the same rules as the API.
 *
 * A form often holds its fields as typed (text for amounts, '' for "not
 * given") while the contract expects the request: `prepare` turns the form's
 * values into that request before the schema reads them, and the resolved
 * values are the schema's output. The cast lives here once: @hookform/resolvers
 * types its zod overloads against the schema's input, which a prepared form
 * does not share.
 */
export function contractResolver<TOut, TValues extends FieldValues = FieldValues>(
  schema: z.ZodType<TOut>,
  prepare?: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOut> {
  const base = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOut>;
  if (!prepare) return base;
  return (values, context, options) => base(prepare(values) as TValues, context, options);
}
