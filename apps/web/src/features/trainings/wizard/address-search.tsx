import { ADDRESS_SEARCH_UNAVAILABLE } from "@leerlijn/contracts/trainings/address-search.contract";
import type { Address } from "@leerlijn/contracts/trainings/address.schema";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { TextField } from "../../../ui/text-field/text-field";
import {
  addressSuggestionsQuery,
  fetchAddress,
  MIN_ADDRESS_QUERY_LENGTH,
} from "../api/address-search";
import styles from "./address-search.module.css";

/** Typing pauses this long before the provider is asked. */
const DEBOUNCE_MS = 250;

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 503 && error.status < 500
    ? error.message
    : ADDRESS_SEARCH_UNAVAILABLE;

/**
 * Address completion above the address fields (issue 21 item 4), as an ARIA 1.2 combobox: a
 * text input that owns a list box of suggestions, moved through with the arrow keys, picked
 * with Enter or a click, closed with Escape; the active option is `aria-activedescendant`, and
 * a polite status says how many were found and what was filled in. Shown only when the server
 * has an address provider (`available`); picking a suggestion looks it up in full and fills
 * the fields below, which stay editable. When the provider fails, a Dutch message says to
 * enter the address by hand, which always works.
 */
export function AddressSearch({ onPick }: { onPick: (address: Address) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const availability = useQuery(addressSuggestionsQuery(""));
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searching = settled.length >= MIN_ADDRESS_QUERY_LENGTH;
  const suggestions = useQuery({
    ...addressSuggestionsQuery(settled),
    enabled: availability.data?.available === true && searching,
  });

  const listRef = useRef<HTMLUListElement>(null);
  const options = searching ? (suggestions.data?.data ?? []) : [];
  const expanded = open && options.length > 0;
  // On a phone the list opens below the fold (the keyboard takes half the screen): bring it in.
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [expanded]);

  if (availability.data?.available !== true) return null;

  const searchFailure = searching && suggestions.isError ? failureOf(suggestions.error) : null;
  const shownFailure = failure ?? searchFailure;
  const status = shownFailure
    ? ""
    : picking
      ? t("trainings.wizard.addressSearch.picking")
      : announcement ||
        (open && searching && suggestions.data
          ? options.length === 0
            ? t("trainings.wizard.addressSearch.none")
            : t("trainings.wizard.addressSearch.found", { count: options.length })
          : "");

  const pick = async (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    setActive(-1);
    setText(option.label);
    setPicking(true);
    setFailure(null);
    try {
      onPick(await fetchAddress(option.id));
      setAnnouncement(t("trainings.wizard.addressSearch.filled", { address: option.label }));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPicking(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !expanded || current < 0
          ? step === 1
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === "Enter") {
      // Enter picks; it never submits the wizard's step from this field.
      event.preventDefault();
      if (expanded && active >= 0) void pick(active);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  };

  return (
    <div className={styles.search}>
      <TextField
        label={t("trainings.wizard.addressSearch.label")}
        hint={t("trainings.wizard.addressSearch.hint")}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        addonStart={<Search size={16} aria-hidden="true" />}
        value={text}
        error={shownFailure ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setFailure(null);
          setAnnouncement("");
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t("trainings.wizard.addressSearch.listLabel")}
        className={styles.list}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            // Keeps the focus in the input, so the blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
