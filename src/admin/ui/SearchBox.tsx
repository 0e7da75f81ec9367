/**
 * A search field that asks the server once typing pauses (300 ms), or at once on Enter; a new value from outside
 * (the list's query read from the address on Back) replaces what it shows.
 */
import { useEffect, useRef, useState } from 'react';

/** Props: label, current value and what to do with a new one. */
export interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

/** The search field. */
export function SearchBox({ id, label, value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Only a value that is not what the field already says (typing on after a pause keeps its trailing space).
  const shown = useRef(draft);
  shown.current = draft;
  useEffect(() => {
    if (value !== shown.current.trim()) setDraft(value);
  }, [value]);
  const change = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), 300);
  };
  return (
    <div className="field search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          clearTimeout(timer.current);
          onSearch(draft.trim());
        }}
      />
    </div>
  );
}
