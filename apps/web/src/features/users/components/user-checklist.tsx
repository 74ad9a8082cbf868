import { isPlatformAdmin, can } from "@leerlijn/contracts/permissions";
import type { UserOption } from "@leerlijn/contracts/users/users.contract";
import { useQuery } from "@tanstack/react-query";
import { Search, UserPlus } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/api/current-user";
import { useCurrentCompany } from "../../companies/api/current-company";
import { Alert } from "../../../ui/alert/alert";
import { Badge } from "../../../ui/badge/badge";
import { Button } from "../../../ui/button/button";
import { Modal } from "../../../ui/modal/modal";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { TextField } from "../../../ui/text-field/text-field";
import { userOptionsQuery } from "../api/user-options";
import { type AddedPerson, useAddPerson } from "../use-add-person";
import { UserForm } from "./user-form";
import styles from "./user-checklist.module.css";

/** Rows drawn at once; more matches ask for a narrower search (a company may have thousands). */
export const CHECKLIST_ROW_LIMIT = 200;

const collator = new Intl.Collator("nl", { sensitivity: "base" });
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

type UserChecklistProps = {
  /** Membership (company user) ids that are ticked. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  label: string;
  /** Ticked people on top (as they were when the list opened or the search changed). */
  selectedFirst?: boolean;
  /**
   * People who are in already (for example, already follow the course): shown ticked, cannot
   * be chosen, with this badge. They are not part of `value`.
   */
  already?: { ids: ReadonlySet<string>; badge: string } | undefined;
};

/**
 * Choosing people of this company: search, tick, and (spec §6) add someone new inline when the
 * user is not the platform admin and may create users. Sorted by name, about 24rem high;
 * searching clears the people just added from the top of the list.
 */
export function UserChecklist({
  value,
  onChange,
  label,
  selectedFirst = true,
  already,
}: UserChecklistProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const options = useQuery(userOptionsQuery);
  const [search, setSearch] = useState("");
  const [justAdded, setJustAdded] = useState<UserOption[]>([]);
  const [adding, setAdding] = useState(false);
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set(value));
  const person = useAddPerson();
  const listId = useId();
  // Radix would focus the first tabbable element, the ×; typing a name is why the dialog opened.
  const firstField = useRef<HTMLInputElement>(null);
  const canAdd = !isPlatformAdmin(user) && can(user, "lms.users.create");
  const selected = useMemo(() => new Set(value), [value]);

  const { rows, hidden } = useMemo(() => {
    const addedIds = new Set(justAdded.map((entry) => entry.id));
    const words = fold(search).split(/\s+/).filter(Boolean);
    const matches = (options.data ?? [])
      .filter((option) => !addedIds.has(option.id))
      .filter((option) => {
        const text = fold(`${option.name} ${option.email ?? ""}`);
        return words.every((word) => text.includes(word));
      })
      .sort((a, b) => {
        if (selectedFirst) {
          const order = Number(pinned.has(b.id)) - Number(pinned.has(a.id));
          if (order !== 0) return order;
        }
        return collator.compare(a.name, b.name);
      });
    const shown = matches.filter(
      (option, index) => index < CHECKLIST_ROW_LIMIT || selected.has(option.id),
    );
    return { rows: shown, hidden: matches.length - shown.length };
  }, [options.data, search, justAdded, pinned, selectedFirst, selected]);

  const toggle = (id: string) =>
    onChange(selected.has(id) ? value.filter((entry) => entry !== id) : [...value, id]);

  const handleSearch = (text: string) => {
    setSearch(text);
    // Spec §5: searching clears the people just added; from now on they are in the list itself.
    setJustAdded([]);
    setPinned(new Set(value));
  };

  // The answer names the person; the email comes from the form, so the row reads like the others.
  const handleAdded = (added: AddedPerson, email: string | null) => {
    setAdding(false);
    setJustAdded((entries) => [{ id: added.id, name: added.name, email }, ...entries]);
    onChange([...value, added.id]);
  };

  const row = (option: UserOption, fresh = false) => {
    const isIn = already?.ids.has(option.id) ?? false;
    return (
      <li key={option.id}>
        <label className={[styles.row, isIn && styles.rowIn].filter(Boolean).join(" ")}>
          <input
            type="checkbox"
            checked={isIn || selected.has(option.id)}
            disabled={isIn}
            onChange={() => toggle(option.id)}
          />
          <span className={styles.person}>
            <span className={styles.name}>{option.name}</span>
            {option.email && <span className={styles.email}>{option.email}</span>}
          </span>
          {fresh && <Badge tone="success">{t("users.checklist.new")}</Badge>}
          {isIn && already && <Badge tone="info">{already.badge}</Badge>}
        </label>
      </li>
    );
  };

  return (
    <fieldset className={styles.checklist}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label={t("users.checklist.search")}
          type="search"
          value={search}
          maxLength={255}
          addonStart={<Search size={18} aria-hidden="true" />}
          aria-controls={listId}
          onChange={(event) => handleSearch(event.target.value)}
        />
        {canAdd && (
          <Button icon={<UserPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t("users.checklist.add")}
          </Button>
        )}
      </div>
      <p className={styles.count} aria-live="polite">
        {t("users.checklist.selected", { count: value.length })}
      </p>
      {options.isError && <Alert tone="danger">{t("users.checklist.failed")}</Alert>}
      <div className={styles.scroll} id={listId} aria-busy={options.isPending || undefined}>
        {options.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={20} />
            <Skeleton height={20} />
            <Skeleton height={20} />
            <span className="visually-hidden">{t("common.loading")}</span>
          </div>
        ) : (
          <ul className={styles.list}>
            {justAdded.map((option) => row(option, true))}
            {rows.map((option) => row(option))}
            {rows.length === 0 && justAdded.length === 0 && (
              <li className={styles.empty}>
                {search ? t("users.checklist.noMatches") : t("users.checklist.nobody")}
              </li>
            )}
          </ul>
        )}
        {hidden > 0 && (
          <p className={styles.more}>{t("users.checklist.more", { count: hidden })}</p>
        )}
      </div>
      {canAdd && (
        <Modal
          open={adding}
          onOpenChange={(open) => {
            setAdding(open);
            if (!open) person.reset();
          }}
          title={t("users.checklist.addTitle")}
          description={t("users.checklist.addIntro")}
          footer={null}
          initialFocusRef={firstField}
        >
          <UserForm
            firstFieldRef={firstField}
            companyType={company.type}
            pending={person.pending}
            error={person.error}
            submitLabel={t("users.form.add")}
            pendingLabel={t("users.form.adding")}
            onCancel={() => setAdding(false)}
            onSubmit={(values) =>
              void person.add(values, {
                onAdded: (added) => handleAdded(added, values.email.trim() || null),
              })
            }
          />
        </Modal>
      )}
    </fieldset>
  );
}
