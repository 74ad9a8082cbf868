import type { z } from "zod";
import type { createdUserSchema } from "@leerlijn/contracts/users/users.contract";
import { useTranslation } from "react-i18next";
import { confirm } from "../../ui/confirm-dialog/confirm-dialog";
import { toasts } from "../../ui/toast/toast-store";
import { useCreateUser } from "./api/create-user";
import { newUserBodyOf, type UserFormValues } from "./components/user-form";

export type AddedPerson = z.infer<typeof createdUserSchema>;

/**
 * Adding a person the way the spec asks: without an email, confirm first that they get no
 * account; afterwards a toast, with its own variant for someone without an account.
 */
export function useAddPerson() {
  const { t } = useTranslation();
  const create = useCreateUser();

  async function add(
    values: UserFormValues,
    {
      emailRequired = false,
      onAdded,
    }: { emailRequired?: boolean; onAdded: (person: AddedPerson) => void },
  ) {
    const body = newUserBodyOf(values, emailRequired);
    const name = [body.firstName, body.middleName, body.lastName].filter(Boolean).join(" ");
    if (!body.email) {
      const proceed = await confirm({
        title: t("users.noAccount.title"),
        description: t("users.noAccount.description", { name }),
        confirmLabel: t("users.noAccount.confirm"),
        tone: "primary",
      });
      if (!proceed) return;
    }
    create.mutate(body, {
      onSuccess: ({ data }) => {
        const [added] = data;
        if (!added) return;
        toasts.show(
          body.email
            ? {
                type: "success",
                title: t("users.created.title", { name: added.name }),
                description: t("users.created.invited", { email: body.email }),
              }
            : {
                type: "success",
                title: t("users.created.withoutAccountTitle", { name: added.name }),
                description: t("users.created.withoutAccount"),
              },
        );
        onAdded(added);
      },
    });
  }

  return { add, pending: create.isPending, error: create.error, reset: create.reset };
}
