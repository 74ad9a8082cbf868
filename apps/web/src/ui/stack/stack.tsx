import type { CSSProperties, ReactNode } from "react";

/** Steps of the 4 px spacing grid that exist as tokens (--space-1 … --space-8). */
export type SpaceStep = 1 | 2 | 3 | 4 | 6 | 8;

type StackProps = {
  /** column (default) stacks vertically; row places side by side. */
  direction?: "row" | "column";
  gap?: SpaceStep;
  /** Lets a row wrap onto more lines on narrow screens. */
  wrap?: boolean;
  align?: CSSProperties["alignItems"];
  justify?: CSSProperties["justifyContent"];
  as?: "div" | "ul" | "ol";
  className?: string;
  children?: ReactNode;
};

/** Lays out its children with even spacing from the 4 px grid. */
export function Stack({
  direction = "column",
  gap = 3,
  wrap = false,
  align,
  justify,
  as: Element = "div",
  className,
  children,
}: StackProps) {
  return (
    <Element
      className={className}
      style={{
        display: "flex",
        flexDirection: direction,
        flexWrap: wrap ? "wrap" : undefined,
        gap: `var(--space-${gap})`,
        alignItems: align,
        justifyContent: justify,
        minWidth: 0,
        ...(Element === "div" ? {} : { margin: 0, padding: 0, listStyle: "none" }),
      }}
    >
      {children}
    </Element>
  );
}
