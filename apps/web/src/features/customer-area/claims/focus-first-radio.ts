/**
 * react-hook-form focuses the first field in error through its ref; a radio group (ChoiceGroup)
 * has no single input, so its ref focuses the checked radio, else the first one.
 */
export function focusFirstRadio(container: HTMLElement | null): void {
  const radio =
    container?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
    container?.querySelector<HTMLElement>('[role="radio"]');
  radio?.focus();
}
