import { formatIban } from '@amparo/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Input } from './field';

type IbanInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (iban: string) => void;
};

/**
 * The account number in groups of four as it is typed, the way it is printed
 * on bank papers (purchase flow and the customer area's payment change).
 */
export function IbanInput({ value, onValueChange, className, ...rest }: IbanInputProps) {
  return (
    <Input
      {...rest}
      value={value}
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="ES00 0000 0000 0000 0000 0000"
      className={clsx('font-mono tracking-wide', className)}
      onChange={(e) => onValueChange(formatIban(e.target.value))}
    />
  );
}
