import {
  csvImportMaxMb,
  USER_IMPORT_COLUMNS,
  type UsersCsvResponse,
  UsersImportResultSchema,
} from '@amparo/contract';
import { ROLE_NAMES, STAFF_ROLES } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { readFileAsBase64 } from '../../../api/read-file';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { AdminDialog } from '../components/admin-dialog';
import { CsvColumnsGuide } from '../components/csv-columns-guide';
import { CsvFileField } from '../components/csv-file-field';
import { CsvImportProgress, CsvImportReport } from '../components/csv-import-report';
import { useJob } from '../components/use-job';
import { importUsersCsv, USERS_KEY } from './users-api';

const FORM_ID = 'users-csv-form';
const STAFF_ROLE_NAMES = new Intl.ListFormat('es', { type: 'disjunction' }).format(
  STAFF_ROLES.map((role) => ROLE_NAMES[role]),
);

/** The users report in the shared shape: created rows, skipped rows, each error with its row. */
function UsersCsvReport({ report }: { report: UsersCsvResponse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <CsvImportReport
        report={{ ok: report.created, failed: report.skipped, errors: report.errors }}
        columns={USER_IMPORT_COLUMNS}
        okText={t('admin.users.csv.created', { count: report.created })}
        fileName="informe-importacion-usuarios.csv"
      />
      {report.created === 0 && report.errors.length > 0 ? (
        <p className="text-sm text-muted">{t('admin.users.csv.nothingCreated')}</p>
      ) : null}
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
        <UsersCsvReport report={report} />
      ) : failed ? (
        <Alert>{t('admin.users.csv.failed')}</Alert>
      ) : running ? (
        <CsvImportProgress progress={job.data?.progress ?? null} />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
          {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
          <CsvColumnsGuide
            columns={USER_IMPORT_COLUMNS}
            note={t('admin.users.csv.columnsNote', { roles: STAFF_ROLE_NAMES })}
            templateName="plantilla-usuarios.csv"
          />
          <CsvFileField
            error={fileError}
            maxMb={csvImportMaxMb('users')}
            onChange={(selected) => {
              setFile(selected);
              setFileError(undefined);
            }}
          />
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
