import { madridDate } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ADMIN_PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { useJob } from '../components/use-job';
import { invalidateSepaFiles, useCreateSepaFile } from './sepa-api';
import { ProgressBar } from './sepa-status';

/** Generate the SEPA file of a collection date, and follow its job until the file is there. */
export function GenerateSepaCard() {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => madridDate(new Date()) ?? '');
  const create = useCreateSepaFile();
  const created = create.data ?? null;
  const job = useJob(created?.job_id ?? null);
  const progress = job.data?.progress;
  const queryClient = useQueryClient();
  const finished = job.data?.status === 'done' || job.data?.status === 'failed';
  // The list shows the file as generating until it is asked again.
  useEffect(() => {
    if (finished) void invalidateSepaFiles(queryClient);
  }, [finished, queryClient]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(date);
  };
  return (
    <section className="flex flex-col gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:p-5">
      <h2 className="text-lg font-bold text-ink">{t('admin.sepa.generate.title')}</h2>
      <form noValidate onSubmit={submit} className="flex flex-col items-start gap-3">
        <Field label={t('admin.sepa.generate.date')} hint={t('admin.sepa.generate.dateHint')}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className="sm:w-52"
            />
          )}
        </Field>
        <Button type="submit" isLoading={create.isPending}>
          {t('admin.sepa.generate.submit')}
        </Button>
      </form>
      {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
      {created ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <ProgressBar
            label={t('admin.sepa.generate.progress')}
            done={progress?.done ?? 0}
            total={progress?.total ?? 0}
          />
          {job.data?.status === 'done' ? (
            <Alert tone="success">
              {t('admin.sepa.generate.done')}{' '}
              <Link
                to={ADMIN_PATHS.sepaFile.replace(':id', String(created.id))}
                className="font-semibold underline"
              >
                {t('admin.sepa.generate.open')}
              </Link>
            </Alert>
          ) : null}
          {job.data?.status === 'failed' ? <Alert>{t('admin.sepa.generate.failed')}</Alert> : null}
        </div>
      ) : null}
    </section>
  );
}
