import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { tripApi } from '../api/endpoints';
import type { Place } from '../api/types';
import { inputClass, labelClass } from './classes';

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
}

/** A place search box (ARIA combobox) fed by GET /api/places. */
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
}: PlaceAutocompleteProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const listId = `${inputId}-list`;
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The label of the picked suggestion, so the picked text does not trigger a new search.
  const [picked, setPicked] = useState<string | null>(null);

  const query = value.trim();
  const searchable = query.length >= minChars && picked !== value;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      tripApi
        .places(query, limit, controller.signal)
        .then((places) => {
          setSuggestions(Array.isArray(places) ? places.slice(0, limit) : []);
          setActive(-1);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Place search failed', error);
            setSuggestions([]);
          }
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, limit, debounceMs]);

  const visible = open && searchable && suggestions.length > 0;

  const choose = (place: Place) => {
    setPicked(place.label);
    onChange(place.label);
    onSelect(place);
    setOpen(false);
    setSuggestions([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!visible) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        className={inputClass}
        value={value}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        onChange={(e) => {
          setPicked(null);
          onChange(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!visible}
        className="absolute z-30 mt-1 max-h-40 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {visible &&
          suggestions.map((place, i) => (
            <li
              key={`${place.value}-${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-blue-50 text-blue-900' : 'text-slate-800 hover:bg-slate-50'}`}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(place);
              }}
            >
              {place.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
