import { useCallback, useRef, useState } from 'react';

/** What a form says is wrong: a sentence per field, and one above the form (`form`). */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * The errors a form shows. `show` replaces them and moves focus to the first
 * field (in `order`) that has one, so the person lands on what to fix; a
 * field's control takes `refOf(field)` as its ref for that (and `focus` puts
 * focus on any of them). Errors belong to
 * the `scope` they were shown in (a tab of the form, say): under another
 * scope none show, and coming back shows them again.
 */
export function useFieldErrors<Field extends string>(order: readonly Field[], scope = '') {
  const [shown, setShown] = useState<{ scope: string; errors: FieldErrors<Field> }>({ scope, errors: {} });
  const controls = useRef(new Map<Field, HTMLElement>());
  const errors: FieldErrors<Field> = shown.scope === scope ? shown.errors : {};

  const focus = useCallback((field: Field) => controls.current.get(field)?.focus(), []);

  function show(next: FieldErrors<Field>) {
    setShown({ scope, errors: next });
    const first = order.find((field) => next[field]);
    if (first !== undefined) focus(first);
  }

  /** Drops the error of one field (the person is changing it), keeping focus where it is. */
  function clear(field: Field) {
    if (errors[field]) setShown({ scope, errors: { ...errors, [field]: undefined } });
  }

  function refOf(field: Field) {
    return (control: HTMLElement | null) => {
      if (control) controls.current.set(field, control);
      else controls.current.delete(field);
    };
  }

  return { errors, show, clear, refOf, focus };
}
