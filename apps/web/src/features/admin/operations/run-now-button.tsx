import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { runScheduleNow, SCHEDULES_KEY, type Schedule } from './schedules-api';

type Outcome = { tone: 'muted' | 'success' | 'danger'; text: string };
const toneClass = { muted: 'text-muted', success: 'text-success', danger: 'text-danger' } as const;

/** The last run's end, to tell the run asked for from the one before it (no clocks compared). */
const endOf = (schedule: Schedule) => schedule.last_run?.finished_at ?? '';

/**
 * "Ejecutar ahora" with what came of it: disabled while a run is under way (the list polls the
 * server meanwhile), then the result of the run, read from the schedule's last run once it changes.
 */
export function RunNowButton({ schedule, label }: { schedule: Schedule; label: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [before, setBefore] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useMutation({
    mutationFn: () => runScheduleNow(schedule.name),
    onMutate: () => {
      setOutcome(null);
      setBefore(endOf(schedule));
    },
    onSuccess: () => setOutcome({ tone: 'muted', text: t('admin.operations.started') }),
    onError: (error) => {
      setBefore(null);
      setOutcome({ tone: 'danger', text: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });

  const last = schedule.last_run;
  const isOver =
    before !== null && run.isSuccess && !schedule.is_running && last !== null && endOf(schedule) !== before;
  useEffect(() => {
    if (!isOver || !last) return;
    setBefore(null);
    setOutcome(
      last.result === 'ok'
        ? { tone: 'success', text: t('admin.operations.finishedOk') }
        : {
            tone: 'danger',
            text: t('admin.operations.finishedFailed', {
              error: last.error ?? t('admin.operations.noError'),
            }),
          },
    );
  }, [isOver, last, t]);

  const isBusy = run.isPending || schedule.is_running || before !== null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('admin.operations.runNowLabel', { name: label })}
        disabled={isBusy}
        isLoading={isBusy}
        onClick={() => run.mutate()}
      >
        {t('admin.operations.runNow')}
      </Button>
      {outcome ? (
        <p role="status" className={clsx('text-sm', toneClass[outcome.tone])}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
