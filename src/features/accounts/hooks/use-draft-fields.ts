import type { ChangeEvent } from 'react';
import { useDraft } from '@/lib/drafts';
import { useFieldErrors } from './use-field-errors';

/**
 * A form of text fields whose values are kept in a draft (they survive a
 * reload and any error), with the errors shown for them. `fieldProps(field)`
 * ties a field's control to its value, its error and its focus; changing a
 * field drops its error, and calls `onEdit`.
 */
export function useDraftFields<Field extends string>(
  draftKey: string,
  initial: Record<Field, string>,
  order: readonly Field[],
  onEdit?: () => void,
) {
  const [values, setValues, clearValues] = useDraft(draftKey, initial);
  const fieldErrors = useFieldErrors(order);

  function change(field: Field, value: string) {
    setValues({ ...values, [field]: value });
    fieldErrors.clear(field);
    onEdit?.();
  }

  function fieldProps(field: Field) {
    return {
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
      error: fieldErrors.errors[field],
      ref: fieldErrors.refOf(field),
    };
  }

  return { ...fieldErrors, values, setValues, clearValues, change, fieldProps };
}
