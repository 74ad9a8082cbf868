import { useEffect, useState } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";
import { fieldErrorOf } from "./api-client";

const NONE: ReadonlySet<string> = new Set();

/**
 * Whether a change of `edited` touches `field`: the field itself, a part of it (a row's company
 * touches the list's own message) or what holds it (a row removed renumbers the rows after it).
 */
const touches = (edited: string, field: string) =>
  edited === field || edited.startsWith(`${field}.`) || field.startsWith(`${edited}.`);

/**
 * The server's first message of a field, until the person changes that field: a message about
 * a value that is no longer there ("this email is already in use" under an emptied field) only
 * confuses. The next failure shows all its messages again. `serverField` is the key the server
 * used when it names the field differently from the form.
 */
export function useServerFieldError<Values extends FieldValues>(
  error: Error | null,
  watch: UseFormWatch<Values>,
): (field: string, serverField?: string) => string | undefined {
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

  return (field, serverField = field) =>
    [...edited.fields].some((name) => touches(name, field))
      ? undefined
      : fieldErrorOf(error, serverField);
}
