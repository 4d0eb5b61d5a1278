import { describe, expect, it } from 'vitest';
import {
  type CallBackSlot,
  callBackPromise,
  callBackSlotHours,
  isWithinCallBackHours,
} from './call-back-hours.ts';

// Madrid is UTC+1 in winter (January) and UTC+2 in summer (July).
describe('isWithinCallBackHours', () => {
  it.each([
    ['Monday 08:59 winter', '2024-01-15T07:59:00Z', false],
    ['Monday 09:00 winter', '2024-01-15T08:00:00Z', true],
    ['Monday 18:59 winter', '2024-01-15T17:59:00Z', true],
    ['Monday 19:00 winter', '2024-01-15T18:00:00Z', false],
    ['Monday 08:59 summer', '2024-07-15T06:59:00Z', false],
    ['Monday 09:00 summer', '2024-07-15T07:00:00Z', true],
    ['Friday 18:59 summer', '2024-07-19T16:59:00Z', true],
    ['Friday 19:00 summer', '2024-07-19T17:00:00Z', false],
    ['Saturday 09:59 winter', '2024-01-13T08:59:00Z', false],
    ['Saturday 10:00 winter', '2024-01-13T09:00:00Z', true],
    ['Saturday 17:59 winter', '2024-01-13T16:59:00Z', true],
    ['Saturday 18:00 winter', '2024-01-13T17:00:00Z', false],
    ['Sunday 09:30 summer', '2024-07-14T07:30:00Z', false],
    ['Sunday 10:00 summer', '2024-07-14T08:00:00Z', true],
    ['Sunday 18:30 summer', '2024-07-14T16:30:00Z', false],
    ['Monday 00:30 (still Sunday in UTC)', '2024-01-14T23:30:00Z', false],
  ])('%s → %s', (_name, iso, expected) => {
    expect(isWithinCallBackHours(new Date(iso))).toBe(expected);
  });

  it.each([
    ['holiday Wednesday 09:30 uses holiday hours', '2024-12-25T08:30:00Z', ['2024-12-25'], false],
    ['holiday Wednesday 10:00', '2024-12-25T09:00:00Z', ['2024-12-25'], true],
    ['holiday Wednesday 18:30', '2024-12-25T17:30:00Z', ['2024-12-25'], false],
    ['same time without the holiday list', '2024-12-25T08:30:00Z', [], true],
    ['another day is a holiday', '2024-12-25T08:30:00Z', ['2024-12-26'], true],
  ])('%s → %s', (_name, iso, holidays, expected) => {
    expect(isWithinCallBackHours(new Date(iso), holidays)).toBe(expected);
  });
});

// The confirmation after "Solicitar llamada" promises only what the slot picked allows.
describe('callBackPromise', () => {
  it.each([
    ['any slot, Monday 11:00', '2024-01-15T10:00:00Z', 'any', { kind: 'minutes' }],
    ['morning slot, Monday 11:00', '2024-01-15T10:00:00Z', 'morning', { kind: 'minutes' }],
    [
      'afternoon slot, Monday 11:00: this afternoon until 19h',
      '2024-01-15T10:00:00Z',
      'afternoon',
      { kind: 'this-afternoon', until: 19 },
    ],
    [
      'afternoon slot, Saturday 11:00: until 18h',
      '2024-01-13T10:00:00Z',
      'afternoon',
      { kind: 'this-afternoon', until: 18 },
    ],
    ['afternoon slot, Monday 14:00', '2024-01-15T13:00:00Z', 'afternoon', { kind: 'minutes' }],
    ['morning slot, Monday 13:59', '2024-01-15T12:59:00Z', 'morning', { kind: 'minutes' }],
    [
      'morning slot, Monday 16:00: tomorrow from 9h',
      '2024-01-15T15:00:00Z',
      'morning',
      { kind: 'tomorrow-morning', from: 9 },
    ],
    [
      'morning slot, Friday 16:00: Saturday from 10h',
      '2024-01-19T15:00:00Z',
      'morning',
      { kind: 'tomorrow-morning', from: 10 },
    ],
    ['any slot, Monday 22:30: when open', '2024-01-15T21:30:00Z', 'any', { kind: 'when-open' }],
    ['afternoon slot, Monday 07:00: when open', '2024-01-15T06:00:00Z', 'afternoon', { kind: 'when-open' }],
  ] as const)('%s', (_name, iso, slot, expected) => {
    expect(callBackPromise(new Date(iso), slot as CallBackSlot)).toEqual(expected);
  });

  it('a holiday tomorrow opens at 10h', () => {
    expect(callBackPromise(new Date('2024-12-24T15:00:00Z'), 'morning', ['2024-12-25'])).toEqual({
      kind: 'tomorrow-morning',
      from: 10,
    });
  });
});

// The contact form labels each slot with the hours of the day the call will be made.
describe('callBackSlotHours', () => {
  it.each([
    ['a Monday morning: the weekday hours', '2024-01-15T09:00:00Z', [], 9, 19],
    ['a Saturday morning: the rest-day hours', '2024-01-13T09:30:00Z', [], 10, 18],
    ['a holiday Wednesday', '2024-12-25T09:00:00Z', ['2024-12-25'], 10, 18],
    ['a Friday after closing: the Saturday it will be', '2024-01-19T19:30:00Z', [], 10, 18],
    ['a Sunday after closing: the Monday it will be', '2024-01-14T18:30:00Z', [], 9, 19],
    ['the evening before a holiday Monday', '2024-04-28T19:00:00Z', ['2024-04-29'], 10, 18],
  ])('%s', (_name, iso, holidays, opens, closes) => {
    expect(callBackSlotHours(new Date(iso), holidays)).toEqual({
      morning: { from: opens, to: 14 },
      afternoon: { from: 14, to: closes },
    });
  });
});
