import { cn } from '@/lib/cn';

type ChoiceListProps<T extends string> = {
  name: string;
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
};

/** Radio choices as rows a thumb hits in the street: 48 px each, the whole row a target. */
export function ChoiceList<T extends string>({ name, legend, choices, value, onChange }: ChoiceListProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-700">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm text-stone-900',
            value === choice.value
              ? 'border-primary bg-orange-50 font-semibold'
              : 'border-stone-300 bg-white',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-5 shrink-0 accent-orange-700"
          />
          <span className="min-w-0 break-words">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
