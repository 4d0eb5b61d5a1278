import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type SectionTab<TKey extends string> = { key: TKey; label: string };

type SectionTabsProps<TKey extends string> = {
  label: string;
  tabs: readonly SectionTab<TKey>[];
  current: TKey;
  onSelect: (key: TKey) => void;
  children: ReactNode;
};

/**
 * WAI-ARIA tabs: arrow keys move between tabs, only the current one is in the
 * tab order, and the panel is labelled by its tab. Scrolls sideways on phones.
 */
export function SectionTabs<TKey extends string>({
  label,
  tabs,
  current,
  onSelect,
  children,
}: SectionTabsProps<TKey>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab, index) => {
          const isCurrent = tab.key === current;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={isCurrent}
              aria-controls={`${id}-panel`}
              tabIndex={isCurrent ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={clsx(
                // On a phone the tabs share the width and a long label wraps, so none is cut off.
                '-mb-px min-h-11 border-b-2 px-2 text-sm leading-tight font-semibold max-sm:flex-1 sm:shrink-0 sm:px-4 sm:text-base sm:whitespace-nowrap',
                isCurrent ? 'border-brand text-brand-strong' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`}>
        {children}
      </div>
    </div>
  );
}
