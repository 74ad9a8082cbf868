import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Select, type SelectOption } from "../select/select";
import { TextField } from "../text-field/text-field";
import styles from "./filter-bar.module.css";

/** One select of the bar; "" in the values shows its placeholder (everything). */
export type FilterSelect<Key extends string> = {
  key: Key;
  label: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
};

type FilterValues<Key extends string> = Record<Key | "queryString", string>;

/**
 * A search field and a row of select filters above a list. Every value is text, as in the
 * address that keeps them, so one bar serves every list.
 */
export function FilterBar<Key extends string, Values extends FilterValues<Key>>({
  values,
  onChange,
  searchLabel,
  searchPlaceholder,
  selects,
}: {
  values: Values;
  /** Only the value that changed, so a quick second change never brings back an old first one. */
  onChange: (change: Partial<Values>) => void;
  searchLabel: ReactNode;
  searchPlaceholder: string;
  selects: readonly FilterSelect<Key>[];
}) {
  const set = (key: Key | "queryString", value: string) =>
    onChange({ [key]: value } as Partial<Values>);
  return (
    <div className={styles.filters} role="search">
      <TextField
        className={styles.search}
        label={searchLabel}
        type="search"
        value={values.queryString}
        placeholder={searchPlaceholder}
        addonStart={<Search size={18} aria-hidden="true" />}
        maxLength={255}
        onChange={(event) => set("queryString", event.target.value)}
      />
      {selects.map((select) => (
        <Select
          key={select.key}
          label={select.label}
          placeholder={select.placeholder}
          options={select.options}
          value={values[select.key]}
          onChange={(value) => set(select.key, value)}
        />
      ))}
    </div>
  );
}
