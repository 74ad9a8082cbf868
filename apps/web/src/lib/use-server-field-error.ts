import { useEffect, useState } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";
import { fieldErrorOf } from "./api-client";

const NONE: ReadonlySet<string> = new Set();

/**
 * The server's first message of a field, until the person changes that field: a message about
 * a value that is no longer there ("this email is already in use" under an emptied field) only
 * confuses. The next failure shows all its messages again.
 */
export function useServerFieldError<Values extends FieldValues>(
  error: Error | null,
  watch: UseFormWatch<Values>,
): (field: string) => string | undefined {
  const [edited, setEdited] = useState({ error, fields: NONE });
  if (edited.error !== error) setEdited({ error, fields: NONE });

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name)
        setEdited((current) => ({
          error: current.error,
          fields: new Set(current.fields).add(name),
        }));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  return (field) => (edited.fields.has(field) ? undefined : fieldErrorOf(error, field));
}
