import { useState } from 'react';
import { secondaryButton } from './buttons';
import { TextField } from './fields';

/** A list's search box and its button (labelled alike); `onSearch` gets what was typed when it is sent. */
export function SearchForm({
  id,
  label,
  placeholder,
  initial,
  maxLength,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  initial: string;
  maxLength?: number;
  onSearch: (search: string) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search);
      }}
      className="flex items-end gap-2"
    >
      <div className="grow">
        <TextField
          id={id}
          type="search"
          label={label}
          placeholder={placeholder}
          value={search}
          maxLength={maxLength}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <button type="submit" className={secondaryButton}>
        {label}
      </button>
    </form>
  );
}
