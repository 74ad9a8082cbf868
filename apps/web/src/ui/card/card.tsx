import { type ReactNode, useId } from "react";
import styles from "./card.module.css";

type CardProps = {
  /** A heading for the card; a titled card is a section named by it. */
  title?: ReactNode;
  titleAs?: "h2" | "h3";
  description?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
};

/** A white panel with a 1 px border and 8 px radius, no shadow: the basic surface for content. */
export function Card({ title, titleAs = "h2", description, id, className, children }: CardProps) {
  const headingId = useId();
  const Title = titleAs;
  const classes = [styles.card, className].filter(Boolean).join(" ");
  if (!title) {
    return (
      <div id={id} className={classes}>
        {children}
      </div>
    );
  }
  return (
    <section id={id} className={classes} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Title id={headingId} className={styles.title}>
          {title}
        </Title>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {children}
    </section>
  );
}
