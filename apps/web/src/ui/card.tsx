import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

type CardProps = HTMLAttributes<HTMLDivElement> & {
  tone?: 'default' | 'brand' | 'soft';
  as?: 'div' | 'section' | 'article';
};

const tones = {
  default: 'bg-surface text-ink shadow-card ring-1 ring-line',
  brand: 'bg-brand text-white',
  soft: 'bg-brand-soft text-ink',
};

export function Card({ tone = 'default', as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={clsx('rounded-card p-5 sm:p-6', tones[tone], className)} {...rest} />;
}
