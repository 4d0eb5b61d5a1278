import type { LucideIcon } from 'lucide-react';

/** A round icon-only row action; the label is read aloud and shown on hover. */
export function IconButton({
  label,
  icon: Icon,
  onClick,
  isDanger,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  isDanger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={
        isDanger
          ? 'flex size-9 items-center justify-center rounded-full text-danger hover:bg-danger-soft'
          : 'flex size-9 items-center justify-center rounded-full text-muted hover:bg-brand-soft hover:text-brand-strong'
      }
    >
      <Icon className="size-4.5" aria-hidden="true" />
    </button>
  );
}
