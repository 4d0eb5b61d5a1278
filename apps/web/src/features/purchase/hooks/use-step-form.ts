import type { z } from '@amparo/contract';
import { useMemo } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { type FieldErrors, flattenFieldErrors } from '../model/field-errors';
import { usePurchaseFlow } from './purchase-flow';

/**
 * A purchase step's form: react-hook-form with the step's schema through the
 * shared contract resolver. The draft stays the single source of what was
 * typed (the catalog search, a `?modelo=` link and a resumed proposal write
 * into it too), so the form reads its values from the draft (`values`) instead
 * of owning them; editing a field clears the errors of the last attempt.
 * `errors` are flat and keyed like the booking's paths, the server's last
 * answer underneath the step's own.
 */
export function useStepForm<TValues extends FieldValues, TOut>(schema: z.ZodType<TOut>, values: TValues) {
  const { serverErrors } = usePurchaseFlow();
  const resolver = useMemo(() => contractResolver<TOut, TValues>(schema), [schema]);
  const form = useForm<TValues, unknown, TOut>({ resolver, values });
  const local = flattenFieldErrors(form.formState.errors);
  const errors: FieldErrors = { ...serverErrors, ...local };
  return { handleSubmit: form.handleSubmit, errors, hasErrors: Object.keys(local).length > 0 };
}
