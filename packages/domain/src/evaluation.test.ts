import { describe, expect, it, vi } from 'vitest';
import {
  decidedEvaluationStatus,
  type EvaluationStatusResponse,
  evaluationOutcome,
  pollEvaluation,
  shouldSkipPayment,
} from './evaluation.ts';

const labels = (
  front: string | null,
  back: string | null,
  extra: Partial<EvaluationStatusResponse> = {},
) => ({
  status: 3,
  frontal: { label: front },
  trasera: { label: back },
  ...extra,
});

describe('evaluationOutcome', () => {
  it.each([
    ['Validated', 'Validated', 'Validated'],
    ['Rejected', 'Validated', 'Rejected'],
    ['Validated', 'Rejected', 'Rejected'],
    ['Rejected', 'Rejected', 'Rejected'],
    ['Breakage', 'Rejected', 'Rejected'],
    ['Breakage', 'Validated', 'Breakage'],
    ['Validated', 'Breakage', 'Breakage'],
    ['Validated', null, 'Breakage'],
    [null, null, 'Breakage'],
  ])('frontal %s, trasera %s → %s', (front, back, expected) => {
    expect(evaluationOutcome(labels(front, back))).toBe(expected);
  });

  it('missing label objects → Breakage', () => {
    expect(evaluationOutcome({})).toBe('Breakage');
  });
});

describe('shouldSkipPayment', () => {
  it.each([
    ['validated with the card flag', labels('Validated', 'Validated', { partner_card: true }), true],
    ['validated with the flag as 1', labels('Validated', 'Validated', { partner_card: 1 }), true],
    ['validated without the flag', labels('Validated', 'Validated', { partner_card: false }), false],
    ['validated, flag absent', labels('Validated', 'Validated'), false],
    ['rejected with the flag', labels('Rejected', 'Validated', { partner_card: true }), false],
    ['breakage with the flag', labels('Breakage', 'Validated', { partner_card: true }), false],
  ])('%s → %s', (_name, response, expected) => {
    expect(shouldSkipPayment(response)).toBe(expected);
  });
});

describe('pollEvaluation', () => {
  const pending = { status: 2 };
  const undefinedStatus = { status: 1 };
  const validated = labels('Validated', 'Validated', { payment_link: 'https://pay/1' });

  function scripted(responses: EvaluationStatusResponse[]) {
    let call = 0;
    const fetchStatus = vi.fn(async () => responses[Math.min(call++, responses.length - 1)]!);
    const sleep = vi.fn(async (_ms: number) => {});
    return { fetchStatus, sleep };
  }

  it.each([
    // name, responses, expected calls, expected sleeps, outcome
    ['finished at once', [validated], 1, 0, 'Validated'],
    ['pending then validated', [pending, undefinedStatus, validated], 3, 2, 'Validated'],
    ['finished on the 12th call', [...Array(11).fill(pending), validated], 12, 11, 'Validated'],
    ['never finishes: 12 calls then Rejected', [pending], 12, 11, 'Rejected'],
    ['would finish on the 13th call: too late', [...Array(12).fill(pending), validated], 12, 11, 'Rejected'],
    ['finished as rejected', [pending, labels('Rejected', 'Validated', { status: 4 })], 2, 1, 'Rejected'],
    ['finished with breakage', [labels('Breakage', 'Validated')], 1, 0, 'Breakage'],
  ] as const)('%s', async (_name, responses, calls, sleeps, outcome) => {
    const { fetchStatus, sleep } = scripted([...responses]);
    const result = await pollEvaluation(fetchStatus, { attempts: 12, intervalMs: 5000, sleep });
    expect(result.outcome).toBe(outcome);
    expect(fetchStatus).toHaveBeenCalledTimes(calls);
    expect(sleep).toHaveBeenCalledTimes(sleeps);
    for (const [ms] of sleep.mock.calls) expect(ms).toBe(5000);
  });

  it('stops early when stopWhen says so, with the waiting answer as status', async () => {
    const withExpert = { status: 2, with_expert: true };
    const { fetchStatus, sleep } = scripted([pending, withExpert, validated]);
    const result = await pollEvaluation(fetchStatus, {
      sleep,
      stopWhen: (response: EvaluationStatusResponse & { with_expert?: boolean }) =>
        Boolean(response.with_expert),
    });
    expect(result.status).toBe(withExpert);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('returns the last response as status', async () => {
    const { fetchStatus, sleep } = scripted([pending, validated]);
    const result = await pollEvaluation(fetchStatus, { sleep });
    expect(result.status).toBe(validated);
    expect(result.status.payment_link).toBe('https://pay/1');
  });

  it('defaults to 12 attempts 5000 ms apart', async () => {
    const { fetchStatus, sleep } = scripted([pending]);
    const result = await pollEvaluation(fetchStatus, { sleep });
    expect(result).toEqual({ outcome: 'Rejected', status: pending });
    expect(fetchStatus).toHaveBeenCalledTimes(12);
    expect(sleep).toHaveBeenCalledTimes(11);
    expect(sleep).toHaveBeenLastCalledWith(5000);
  });

  it('sleeps between calls, never before the first one', async () => {
    const events: string[] = [];
    const responses = [pending, validated];
    await pollEvaluation(
      async () => {
        events.push('fetch');
        return responses[events.filter((e) => e === 'fetch').length - 1]!;
      },
      { sleep: async (ms) => void events.push(`sleep ${ms}`) },
    );
    expect(events).toEqual(['fetch', 'sleep 5000', 'fetch']);
  });

  it('lets a failed call reject', async () => {
    const fetchStatus = vi.fn(async (): Promise<EvaluationStatusResponse> => {
      throw new Error('Ha ocurrido un error');
    });
    await expect(pollEvaluation(fetchStatus, { sleep: async () => {} })).rejects.toThrow(
      'Ha ocurrido un error',
    );
  });
});

describe('decidedEvaluationStatus', () => {
  it.each([
    ['Validated', 'Validated', 3],
    ['Rejected', 'Validated', 4],
    ['Validated', 'Breakage', 4],
    ['Breakage', 'Breakage', 4],
  ] as const)('%s + %s → status %i', (frontal, trasera, status) => {
    expect(decidedEvaluationStatus(frontal, trasera)).toBe(status);
  });
});
