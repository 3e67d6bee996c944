"use client";
// A date bound typed as people type dates ("01/01/2022", "Jan 1, 2022", "2022-01-01"). It is
// applied when the field is left or Enter is pressed, never half-typed, and shown back in ISO
// form; a text that is not a date says so instead of filtering on something else.
import { useEffect, useState, type KeyboardEvent } from "react";
import { parseTypedDate } from "@/lib/workspace/typed-date";

export interface DateFilterProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export function DateFilter({ id, label, value, onChange }: DateFilterProps) {
  const [text, setText] = useState(value ?? "");
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(value ?? "");
    setInvalid(false);
  }, [value]);
  const apply = () => {
    if (!text.trim()) {
      setInvalid(false);
      if (value) onChange(undefined);
      return;
    }
    const parsed = parseTypedDate(text);
    setInvalid(parsed === null);
    if (parsed === null) return;
    setText(parsed);
    if (parsed !== value) onChange(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
  };
  return (
    <div className="w-32">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        className={`field num ${invalid ? "border-red-400" : ""}`}
        value={text}
        placeholder="MM/DD/YYYY"
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        autoComplete="off"
      />
      {invalid && (
        <p id={`${id}-problem`} role="alert" className="mt-0.5 text-xs text-red-800">
          Not a date
        </p>
      )}
    </div>
  );
}
