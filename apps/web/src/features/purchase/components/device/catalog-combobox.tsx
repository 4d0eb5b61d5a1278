import type { GenericItem } from '@amparo/contract';
import { deviceName, formatEuro } from '@amparo/domain';
import { clsx } from 'clsx';
import { PenLine, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { Button } from '../../../../ui/button';
import { Input } from '../../../../ui/field';
import { Spinner } from '../../../../ui/spinner';
import { useCatalogSearch } from '../../api/catalog-api';
import type { CatalogKind } from '../../model/product-lines';

type CatalogComboboxProps = {
  kind: CatalogKind;
  label: string;
  onSelect: (item: GenericItem) => void;
  /** The model is not in the catalog: the customer types it by hand, starting from what was searched. */
  onAddByHand: (typed: string) => void;
  error?: string | undefined;
};

/**
 * Brand and model search over the catalog, with the WAI-ARIA combobox pattern:
 * the input keeps focus, ArrowUp/Down move the active option
 * (aria-activedescendant), Enter picks it, Escape closes the list.
 */
export function CatalogCombobox({ kind, label, onSelect, onAddByHand, error }: CatalogComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text, 250);
  const results = useCatalogSearch(kind, search);
  const items = search.trim().length >= 2 ? (results.data?.data ?? []) : [];
  const isSearching = results.isFetching && text.trim().length >= 2;
  // Nothing found: no floating list (it would cover what follows), but a
  // message in the page's flow with the way out, which stays while focus moves to it.
  const isNotFound =
    text.trim().length >= 2 &&
    search === text &&
    results.isSuccess &&
    !results.isFetching &&
    !results.isPlaceholderData &&
    items.length === 0;
  const showList = isOpen && text.trim().length >= 2 && !isNotFound;

  function choose(item: GenericItem) {
    onSelect(item);
    setText(deviceName(item));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (items.length ? (current + 1) % items.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (items.length ? (current <= 0 ? items.length - 1 : current - 1) : -1));
    } else if (event.key === 'Enter') {
      // Enter belongs to the search while it is open: it never submits the step.
      if (showList || isNotFound) event.preventDefault();
      const item = items[active];
      if (showList && item) choose(item);
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const activeId = showList && active >= 0 && items[active] ? `${id}-opt-${items[active].id}` : undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t(`purchase.device.searchPlaceholder.${kind}`)}
          value={text}
          className="pl-11"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {isSearching ? <Spinner size="sm" className="absolute top-1/2 right-3.5 -translate-y-1/2" /> : null}
        {/* A listbox holds options only: the 'searching' line sits beside it in the same panel. */}
        <div
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-80 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-line"
        >
          <div
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={t('purchase.device.resultsLabel')}
            aria-busy={items.length === 0}
          >
            {items.map((item, index) => (
              <div
                key={item.id}
                id={`${id}-opt-${item.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // mousedown, not click: picking must happen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(item);
                }}
                onMouseEnter={() => setActive(index)}
                className={clsx(
                  'flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2',
                  index === active ? 'bg-brand-soft' : 'hover:bg-page',
                )}
              >
                <span className="text-base text-ink">
                  <span className="font-semibold">{item.brand}</span> {item.model}
                </span>
                {item.reference_price !== null ? (
                  <span className="shrink-0 text-sm text-muted">{formatEuro(item.reference_price)}</span>
                ) : null}
              </div>
            ))}
          </div>
          {items.length === 0 ? (
            <p className="px-3 py-3 text-sm text-muted">{t('purchase.device.searching')}</p>
          ) : null}
        </div>
      </div>
      {isNotFound ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-page p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">{t('purchase.device.noResults', { text: text.trim() })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="w-fit shrink-0"
            onClick={() => onAddByHand(text.trim())}
          >
            <PenLine className="size-4" aria-hidden="true" />
            {t('purchase.device.addByHand')}
          </Button>
        </div>
      ) : null}
      <p id={hintId} className="text-sm text-muted">
        {t('purchase.device.searchHint')}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {isNotFound
          ? t('purchase.device.noResults', { text: text.trim() })
          : showList && !isSearching
            ? t('purchase.device.resultsCount', { count: items.length })
            : ''}
      </p>
    </div>
  );
}
