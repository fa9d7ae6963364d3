/** The `<option>`s of a select over a fixed list (genres, transports, payout methods…), each with its French label. */
export function EnumOptions<T extends string>({
  values,
  labels,
}: {
  values: readonly T[] | undefined;
  labels: Record<T, string>;
}) {
  return values?.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
