import { describe, expect, it } from 'vitest';
import { EvaluationStatus } from './enums.ts';
import { phoneCheckNotices } from './evaluation-notices.ts';

// One phone's check notice from its status and its latest decided labels (spec 4 rules 1, 2).

const { UNDEFINED, PENDING, VALIDATED, REJECTED, CANCELED, NOT_REQUIRED } = EvaluationStatus;

describe('phoneCheckNotices', () => {
  it.each([
    // status, evaluation_active, outcome, title, button
    [UNDEFINED, true, null, 'Peritación sin hacer', 'Peritar ahora'],
    [UNDEFINED, false, null, null, null],
    [PENDING, false, null, 'Peritación en revisión', null],
    [PENDING, true, 'Rejected', 'Peritación en revisión', null],
    [REJECTED, false, 'Rejected', 'Peritación rechazada', 'Peritar ahora'],
    [REJECTED, true, null, 'Peritación rechazada', 'Peritar ahora'],
    [REJECTED, true, 'Breakage', 'Hemos visto daños en tu móvil', 'Hablar con nosotros'],
    [VALIDATED, true, 'Validated', null, null],
    [VALIDATED, true, 'Breakage', null, null],
    [CANCELED, true, null, null, null],
    [NOT_REQUIRED, true, null, null, null],
    [null, true, null, null, null],
  ] as const)('status %s, active %s, outcome %s → %s', (status, active, outcome, title, button) => {
    const notices = phoneCheckNotices(
      { id: 7, evaluation_active: active },
      { id: 70, evaluation_outcome: outcome },
      'Apple iPhone 15',
      status,
    );
    expect(notices.map((n) => n.title)).toEqual(title ? [title] : []);
    expect(notices.map((n) => n.btnText)).toEqual(title ? [button] : []);
  });

  it('links a retake to the check and a damage notice to its page, both for this phone', () => {
    const link = (status: number, outcome: 'Rejected' | 'Breakage') =>
      phoneCheckNotices({ id: 7 }, { id: 70, evaluation_outcome: outcome }, 'x', status)[0]?.link;
    expect(link(REJECTED, 'Rejected')).toEqual({
      name: 'evaluation',
      params: { policy_id: '7', risk_id: '70' },
    });
    expect(link(REJECTED, 'Breakage')).toEqual({
      name: 'evaluation-breakage',
      params: { policy_id: '7', risk_id: '70' },
    });
    expect(link(PENDING, 'Rejected')).toBeUndefined();
  });
});
