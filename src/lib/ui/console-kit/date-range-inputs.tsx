import { TextInput } from "@mantine/core";

type DateEnd = {
  label: string;
  /** An ISO day (YYYY-MM-DD), or "" for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
};

/** A range's first and last day as two date inputs, side by side in the screen's filter row. */
export function DateRangeInputs({
  from,
  to,
  inputClassName,
}: {
  from: DateEnd;
  to: DateEnd;
  /** The inputs' class (the console's 44 px tap target). */
  inputClassName?: string;
}) {
  return (
    <>
      {[from, to].map((end) => (
        <TextInput
          key={end.label}
          type="date"
          label={end.label}
          name={end.name}
          value={end.value}
          onChange={(event) => end.onChange(event.currentTarget.value)}
          error={end.error}
          classNames={{ input: inputClassName }}
        />
      ))}
    </>
  );
}
