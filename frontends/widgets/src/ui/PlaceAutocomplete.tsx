import { useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import { useId, useState, type Ref } from 'react';
// A widget (see widgets.ts): the core of @jbp/shared comes through the package, so the page keeps one copy.
import { inputClass, labelClass, queryKeys, useTexts, type Place } from '@jbp/shared';
import { tripApi } from '../api/trip';
import { useDebouncedValue } from '../util/useDebouncedValue';
import { uiTexts } from './ui.i18n';

export interface PlaceAutocompleteProps {
  label: string;
  value: string;
  /** Every keystroke. */
  onChange: (text: string) => void;
  /** A suggestion was picked. */
  onSelect: (place: Place) => void;
  /** Suggestions start at this many characters: 3 is the spec's "more than 2" and "at least 3". */
  minChars?: number;
  limit?: number;
  id?: string;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Milliseconds to wait after typing before asking the server. */
  debounceMs?: number;
  /** The box was left (a form checks the field then). */
  onBlur?: () => void;
  /** A validation message shown under the box (and announced with it). */
  error?: string;
  /** The input element, so a form can move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A place search box fed by GET /api/places: Downshift's combobox (ARIA 1.2, keyboard, touch). */
export function PlaceAutocomplete({
  label,
  value,
  onChange,
  onSelect,
  minChars = 3,
  limit = 5,
  id,
  name,
  placeholder,
  required,
  disabled,
  className = '',
  debounceMs = 250,
  onBlur,
  error,
  inputRef,
}: PlaceAutocompleteProps) {
  const auto = useId();
  const t = useTexts(uiTexts);
  const inputId = id ?? auto;
  // The label of the picked suggestion, so the picked text does not start a new search.
  const [picked, setPicked] = useState<string | null>(null);

  const text = useDebouncedValue(value.trim(), debounceMs);
  const searchable = text.length >= minChars && picked !== value;
  const { data: suggestions = [] } = useQuery({
    queryKey: [...queryKeys.places(text), limit],
    queryFn: ({ signal }) =>
      tripApi.places(text, limit, signal).then(
        (places) => places.slice(0, limit),
        (error: unknown) => {
          if (!signal.aborted) console.error('Place search failed', error);
          return [];
        },
      ),
    enabled: searchable,
  });
  const items = searchable && value.trim().length >= minChars ? suggestions : [];

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Place>({
    items,
    inputId,
    inputValue: value,
    itemToString: (place) => place?.label ?? '',
    // The box shows what was typed; a pick fills it with the place's label.
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) {
        setPicked(null);
        onChange(inputValue);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setPicked(selectedItem.label);
      onChange(selectedItem.label);
      onSelect(selectedItem);
    },
  });
  const visible = isOpen && items.length > 0;

  return (
    <div className={`relative ${className}`}>
      <label {...getLabelProps({ htmlFor: inputId })} className={labelClass}>
        {label}
      </label>
      <input
        {...getInputProps({
          name,
          type: 'text',
          placeholder,
          required,
          disabled,
          autoComplete: 'off',
          onBlur,
          ref: inputRef,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        })}
        className={inputClass}
      />
      <ul
        {...getMenuProps({ 'aria-label': t('placeSuggestions', { label }), 'aria-labelledby': undefined })}
        hidden={!visible}
        className="absolute z-30 mt-1 max-h-40 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {visible &&
          items.map((place, index) => (
            <li
              key={`${place.value}-${index}`}
              {...getItemProps({ item: place, index })}
              className={`cursor-pointer px-3 py-2 text-sm ${index === highlightedIndex ? 'bg-blue-50 text-blue-900' : 'text-slate-800 hover:bg-slate-50'}`}
            >
              {place.label}
            </li>
          ))}
      </ul>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
