import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { AdminDialog } from './admin-dialog';

type FormDialogProps = Omit<ComponentProps<typeof AdminDialog>, 'footer'> & {
  /** Ties the footer's submit button to the form, which sits in the scrolling body. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The save in flight: its pending state drives the button, its failure the alert. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** The submit waits for something the form still needs (a choice, a check). */
  isSubmitDisabled?: boolean;
  /** The form's layout; two columns from 640 px unless told otherwise. */
  className?: string;
  children: ReactNode;
};

/**
 * A back-office form in a dialog: the server's message on top, the fields, and
 * one submit button in the footer that shows the save in progress.
 */
export function FormDialog({
  formId,
  onSubmit,
  submitLabel,
  mutation,
  isSubmitDisabled = false,
  className = 'grid gap-4 sm:grid-cols-2',
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <AdminDialog
      {...dialog}
      footer={
        <Button type="submit" form={formId} isLoading={mutation.isPending} disabled={isSubmitDisabled}>
          {submitLabel}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className}>
        {/* Spans both columns of a two-column form; no effect in a stacked one. */}
        {mutation.isError ? <Alert className="sm:col-span-2">{errorMessage(mutation.error)}</Alert> : null}
        {children}
      </form>
    </AdminDialog>
  );
}
