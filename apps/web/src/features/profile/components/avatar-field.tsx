import { MAX_AVATAR_BYTES } from "@leerlijn/contracts/users/avatar.contract";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Button, buttonClassName } from "../../../ui/button/button";
import { toasts } from "../../../ui/toast/toast-store";
import { useAvatar } from "../api/avatar";
import styles from "./avatar-field.module.css";

const ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";
const MEGABYTES = Math.round(MAX_AVATAR_BYTES / 1024 / 1024);

/** The profile picture: shown large, replaced by choosing a file, or removed. */
export function AvatarField({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const avatar = useAvatar();
  const [localError, setLocalError] = useState<string | null>(null);
  const failure = avatar.error instanceof ApiError ? avatar.error : null;
  const serverError = failure ? (failure.fieldError("avatar") ?? failure.message) : null;
  const error = localError ?? (avatar.error ? (serverError ?? t("errors.network")) : null);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  const handleFile = (file: File | undefined) => {
    avatar.reset();
    if (!file) return;
    // The server checks the content; this only spares a pointless upload.
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setLocalError(t("profile.avatar.wrongType"));
    if (file.size > MAX_AVATAR_BYTES)
      return setLocalError(t("profile.avatar.tooLarge", { megabytes: MEGABYTES }));
    setLocalError(null);
    avatar.mutate(file, {
      onSuccess: () => toasts.show({ type: "success", title: t("profile.avatar.saved") }),
    });
  };

  return (
    <section className={styles.avatar} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {t("profile.avatar.title")}
      </h2>
      <div className={styles.body}>
        {user.avatarUrl ? (
          <img className={styles.picture} src={user.avatarUrl} alt={t("profile.avatar.alt")} />
        ) : (
          <span className={styles.picture} aria-hidden="true">
            {initials}
          </span>
        )}
        <div className={styles.controls}>
          <p className={styles.hint}>{t("profile.avatar.hint", { megabytes: MEGABYTES })}</p>
          {/* The browser's own file button speaks its own language; ours speaks Dutch. */}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            aria-describedby={error ? messageId : undefined}
            disabled={avatar.isPending}
            onChange={(event) => {
              handleFile(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <div className={styles.actions}>
            <label
              htmlFor={inputId}
              className={buttonClassName({ size: "small" })}
              aria-disabled={avatar.isPending || undefined}
            >
              {avatar.isPending
                ? t("profile.avatar.busy")
                : user.avatarUrl
                  ? t("profile.avatar.change")
                  : t("profile.avatar.choose")}
            </label>
            {user.avatarUrl && (
              <Button
                size="small"
                variant="ghost"
                disabled={avatar.isPending}
                onClick={() =>
                  avatar.mutate(null, {
                    onSuccess: () =>
                      toasts.show({ type: "success", title: t("profile.avatar.removed") }),
                  })
                }
              >
                {t("profile.avatar.remove")}
              </Button>
            )}
          </div>
          {error && (
            <p id={messageId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
