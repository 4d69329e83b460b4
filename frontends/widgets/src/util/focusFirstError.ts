import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * Focuses (so scrolls to) the first field in error in the order the form shows them. Call it from
 * `handleSubmit`'s invalid callback of a form made with `shouldFocusError: false`: react-hook-form's
 * own focus follows the order in which fields registered, and a `Controller` (the place search)
 * registers when it renders, after every field its parent `register()`ed, so the page jumped past it.
 */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  setFocus: UseFormSetFocus<T>,
): void {
  const first = order.find((name) => name in errors);
  if (first) setFocus(first);
}
