import { describe, expect, it } from 'vitest';
import { claimAgeBucket, claimsPanel, claimsPanelFromSummary } from './claim-dashboard.ts';

describe('claimAgeBucket', () => {
  it.each([
    ['sent today', '2026-11-20', 'under_7_days'],
    ['6 days', '2026-11-14', 'under_7_days'],
    ['7 days', '2026-11-13', 'from_7_to_30_days'],
    ['30 days', '2026-10-21', 'from_7_to_30_days'],
    ['31 days', '2026-10-20', 'over_30_days'],
  ])('%s → %s', (_name, sentOn, bucket) => {
    expect(claimAgeBucket(sentOn, '2026-11-20')).toBe(bucket);
  });
});

describe('claimsPanel', () => {
  const today = '2026-11-20';

  it('counts open claims by type and age, and those near or past a deadline', () => {
    const panel = claimsPanel(
      [
        // Reported on time, 2 days ago: every deadline ok.
        { claimTypeId: 4, occurredOn: '2026-11-17', sentOn: '2026-11-18' },
        // Reported 10 days after the loss: the 7 days of art. 16 were missed.
        { claimTypeId: 4, occurredOn: '2026-10-01', sentOn: '2026-10-11' },
        // Sent 29 days ago, on time: the desk's 30-day target is near.
        { claimTypeId: 1, occurredOn: '2026-10-21', sentOn: '2026-10-22' },
        // Sent 45 days ago: past the 40 days of art. 18.
        { claimTypeId: 6, occurredOn: '2026-10-05', sentOn: '2026-10-06' },
      ],
      [],
      today,
    );
    expect(panel).toEqual({
      openByType: [
        { claimTypeId: 1, under_7_days: 0, from_7_to_30_days: 1, over_30_days: 0, total: 1 },
        { claimTypeId: 4, under_7_days: 1, from_7_to_30_days: 0, over_30_days: 1, total: 2 },
        { claimTypeId: 6, under_7_days: 0, from_7_to_30_days: 0, over_30_days: 1, total: 1 },
      ],
      openTotal: 4,
      deadlinesNear: 1,
      deadlinesLate: 2,
      averageDaysToClose: null,
      closedCount: 0,
    });
  });

  it('averages the days from declaration to closing, to one decimal', () => {
    const at = (iso: string) => new Date(iso);
    const panel = claimsPanel(
      [],
      [
        { sentAt: at('2026-11-01T10:00:00Z'), closedAt: at('2026-11-11T10:00:00Z') },
        { sentAt: at('2026-11-01T10:00:00Z'), closedAt: at('2026-11-04T22:00:00Z') },
      ],
      today,
    );
    expect(panel).toMatchObject({ openTotal: 0, averageDaysToClose: 6.8, closedCount: 2 });
  });
});

describe('claimsPanelFromSummary', () => {
  const today = '2026-11-20';
  const one = [
    { claimTypeId: 4, occurredOn: '2026-11-17', sentOn: '2026-11-18' },
    { claimTypeId: 4, occurredOn: '2026-11-17', sentOn: '2026-11-18' },
    { claimTypeId: 4, occurredOn: '2026-11-17', sentOn: '2026-11-18' },
    { claimTypeId: 4, occurredOn: '2026-10-01', sentOn: '2026-10-11' },
    { claimTypeId: 6, occurredOn: '2026-10-05', sentOn: '2026-10-06' },
    { claimTypeId: 6, occurredOn: '2026-10-05', sentOn: '2026-10-06' },
  ];
  const closed = [
    { sentAt: new Date('2026-11-01T10:00:00Z'), closedAt: new Date('2026-11-04T22:00:00Z') },
    { sentAt: new Date('2026-11-02T10:00:00Z'), closedAt: new Date('2026-11-03T10:00:00Z') },
  ];

  it('gives, from grouped counts and the closed mean, the panel of one row per claim', () => {
    const grouped = [
      { claimTypeId: 4, occurredOn: '2026-11-17', sentOn: '2026-11-18', count: 3 },
      { claimTypeId: 4, occurredOn: '2026-10-01', sentOn: '2026-10-11', count: 1 },
      { claimTypeId: 6, occurredOn: '2026-10-05', sentOn: '2026-10-06', count: 2 },
    ];
    expect(claimsPanelFromSummary(grouped, { count: 2, meanDays: (3.5 + 1) / 2 }, today)).toEqual(
      claimsPanel(one, closed, today),
    );
  });

  it('has no average without closed claims', () => {
    expect(claimsPanelFromSummary([], { count: 0, meanDays: null }, today)).toMatchObject({
      openTotal: 0,
      averageDaysToClose: null,
      closedCount: 0,
    });
  });
});
