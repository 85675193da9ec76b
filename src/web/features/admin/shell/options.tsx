/** The <option>s of a select over a closed list of codes, each shown by its label. */
export function Options<T extends string | number>({
  values,
  labelOf,
}: {
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
