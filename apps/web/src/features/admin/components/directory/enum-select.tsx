import { Select } from '@/components/ui/select';

type EnumSelectProps<T extends string> = {
  label: string;
  /** The first choice, which filters nothing. */
  allLabel: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
};

/** A filter on one of the shared enums (status, type): its French labels and 'Tous …' first. */
export function EnumSelect<T extends string>({
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
}: EnumSelectProps<T>) {
  return (
    <Select
      aria-label={label}
      value={value ?? ''}
      // The options are the enum's values and '': the cast only names what they are.
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      <option value="">{allLabel}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </Select>
  );
}
