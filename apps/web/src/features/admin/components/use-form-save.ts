import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../ui/toast/toast-store';
import { applyServerErrors } from './form-errors';

type FormSaveOptions<TValues, TForm extends FieldValues> = {
  mutationFn: (values: TValues) => Promise<unknown>;
  /** The list to refetch once saved. */
  queryKey: QueryKey;
  /** Other caches the change makes stale (a new distributor in the partner selectors). */
  alsoRefresh?: readonly QueryKey[];
  successMessage: string;
  onClose: () => void;
  setError: UseFormSetError<TForm>;
  /** Form fields the server's issues may point at. */
  fields: readonly string[];
  /** Runs after a failed save, once the server's issues are on their fields. */
  onFailure?: () => void;
};

/**
 * The save behind a form dialog: send, refresh the list, say so and close; on
 * failure, put the server's issues next to their fields (the dialog shows the message).
 */
export function useFormSave<TValues, TForm extends FieldValues>({
  mutationFn,
  queryKey,
  alsoRefresh = [],
  successMessage,
  onClose,
  setError,
  fields,
  onFailure,
}: FormSaveOptions<TValues, TForm>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn });
  const save = async (values: TValues) => {
    try {
      await mutation.mutateAsync(values);
      await Promise.all(
        [queryKey, ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: key })),
      );
      toast.success(successMessage);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, fields);
      onFailure?.();
    }
  };
  return { mutation, save };
}
