// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EuroInput } from './euro-input';

describe('purchase euro input', () => {
  afterEach(cleanup);

  it.each(['1219.50', '1.219,50', '1219,5'])('reads "%s" as 1.219,50 €', async (typed) => {
    const onChange = vi.fn();
    render(<EuroInput id="valor" value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), typed);
    expect(onChange).toHaveBeenLastCalledWith(121_950);
  });

  it('gives no amount for text that is not one', async () => {
    const onChange = vi.fn();
    render(<EuroInput id="valor" value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '12,3,4');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
