import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import styles from "./tab-group.module.css";

export type TabItem = {
  /** Unique within the group; also the value reported by onValueChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabGroupProps = {
  tabs: readonly TabItem[];
  /** The selected tab id when the parent controls it. */
  value?: string;
  /** The first selected tab when uncontrolled; defaults to the first tab. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Names the tab list for screen readers when the surrounding heading does not. */
  label?: string;
  className?: string;
};

/**
 * Tabs on Radix: arrow keys move between tabs, Home/End jump, Tab moves into the panel.
 * The list scrolls sideways on narrow screens instead of wrapping.
 */
export function TabGroup({
  tabs,
  value,
  defaultValue,
  onValueChange,
  label,
  className,
}: TabGroupProps) {
  return (
    <Tabs.Root
      className={[styles.tabs, className].filter(Boolean).join(" ")}
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.id}
      onValueChange={onValueChange}
    >
      <Tabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            disabled={tab.disabled}
            className={styles.trigger}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className={styles.panel}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
