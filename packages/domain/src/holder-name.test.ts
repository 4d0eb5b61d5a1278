import { describe, expect, it } from 'vitest';
import { firstNameOf } from './holder-name.ts';

describe('firstNameOf', () => {
  it.each([
    ['María García López', 'María'],
    ['José Luis Pérez', 'José'],
    ['Ana', 'Ana'],
    ['  Lucía   Martín ', 'Lucía'],
    ['Ñuria\tVidal', 'Ñuria'],
    ['', ''],
  ])('%j greets as %j', (complete, first) => {
    expect(firstNameOf(complete)).toBe(first);
  });
});
