import type { UsersCsvResponse } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { AdminDialog } from '../components/admin-dialog';
import { readFileAsBase64 } from './read-file-base64';
import { importUsersCsv, USERS_KEY } from './users-api';

const FORM_ID = 'users-csv-form';

function CsvReport({ report }: { report: UsersCsvResponse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-ink">{t('admin.users.csv.reportTitle')}</h3>
      <Alert tone={report.created > 0 ? 'success' : 'info'}>
        {t('admin.users.csv.created', { count: report.created })} ·{' '}
        {t('admin.users.csv.skipped', { count: report.skipped })}
      </Alert>
      {report.errors.length === 0 ? (
        <p className="text-muted">{t('admin.users.csv.noErrors')}</p>
      ) : (
        <>
          {report.created === 0 ? (
            <p className="text-sm text-muted">{t('admin.users.csv.nothingCreated')}</p>
          ) : null}
          <div className="overflow-x-auto rounded-xl ring-1 ring-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-[#fafafb] text-xs font-bold text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('admin.users.csv.row')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('admin.users.csv.field')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('admin.users.csv.message')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((issue) => (
                  <tr key={`${issue.row}-${issue.field}-${issue.message}`} className="border-t border-line">
                    <td className="px-3 py-2 font-semibold tabular-nums">{issue.row}</td>
                    <td className="px-3 py-2 font-mono text-xs">{issue.field}</td>
                    <td className="px-3 py-2 text-danger">{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** Bulk creation from a CSV, with the server's per-row report. */
export function UsersCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: async (selected: File) => importUsersCsv(await readFileAsBase64(selected), skipInvalid),
    onSuccess: (report) => {
      if (report.created > 0) void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('admin.users.csv.fileRequired'));
      return;
    }
    mutation.mutate(file);
  };

  const report = mutation.data;
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={t('admin.users.csv.title')}
      description={t('admin.users.csv.description')}
      footer={
        report ? (
          <>
            <Button variant="secondary" onClick={() => mutation.reset()}>
              {t('admin.users.csv.again')}
            </Button>
            <Button onClick={onClose}>{t('nav.close')}</Button>
          </>
        ) : (
          <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
            {t('admin.users.csv.submit')}
          </Button>
        )
      }
    >
      {report ? (
        <CsvReport report={report} />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
          {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
          <Field label={t('admin.users.csv.file')} error={fileError}>
            {(aria) => (
              <input
                {...aria}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(undefined);
                }}
                className="rounded-xl border border-dashed border-[#8a8a95] bg-page p-3 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand file:px-4 file:py-2 file:font-semibold file:text-white"
              />
            )}
          </Field>
          <Checkbox
            checked={skipInvalid}
            onCheckedChange={setSkipInvalid}
            label={t('admin.users.csv.skipInvalid')}
          />
        </form>
      )}
    </AdminDialog>
  );
}
