import { type JobProgress, type UsersCsvResponse, UsersImportResultSchema } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { readFileAsBase64 } from '../../../api/read-file';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { AdminDialog } from '../components/admin-dialog';
import { importUsersCsv, USERS_KEY, useJob } from './users-api';

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

function ImportProgress({ progress }: { progress: JobProgress | null }) {
  const { t } = useTranslation();
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold text-ink">{t('admin.users.csv.running')}</p>
      <div
        role="progressbar"
        aria-label={t('admin.users.csv.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-3 w-full overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted tabular-nums">
        {t('admin.users.csv.progress', { done, total, errors: progress?.errors ?? 0 })}
      </p>
    </div>
  );
}

/** Bulk creation from a CSV: the import runs as a job, shown as a progress bar, then its per-row report. */
export function UsersCsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: async (selected: File) =>
      importUsersCsv(await readFileAsBase64(selected, t('admin.users.csv.readError')), skipInvalid),
  });
  const job = useJob(mutation.data?.job_id ?? null);
  const finished = job.data?.status === 'done' ? UsersImportResultSchema.safeParse(job.data.result) : null;
  const report = finished?.success ? finished.data : undefined;
  const failed = job.data?.status === 'failed';
  const createdAny = (report?.created ?? 0) > 0;
  useEffect(() => {
    if (createdAny) void queryClient.invalidateQueries({ queryKey: USERS_KEY });
  }, [createdAny, queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('admin.users.csv.fileRequired'));
      return;
    }
    mutation.mutate(file);
  };

  const running = mutation.isSuccess && !report && !failed;
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={t('admin.users.csv.title')}
      description={t('admin.users.csv.description')}
      footer={
        report || failed ? (
          <>
            <Button variant="secondary" onClick={() => mutation.reset()}>
              {t('admin.users.csv.again')}
            </Button>
            <Button onClick={onClose}>{t('nav.close')}</Button>
          </>
        ) : running ? (
          <Button onClick={onClose}>{t('nav.close')}</Button>
        ) : (
          <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
            {t('admin.users.csv.submit')}
          </Button>
        )
      }
    >
      {report ? (
        <CsvReport report={report} />
      ) : failed ? (
        <Alert>{t('admin.users.csv.failed')}</Alert>
      ) : running ? (
        <ImportProgress progress={job.data?.progress ?? null} />
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
