import { z } from "zod";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope } from "../pagination";

export const EMAIL_CHANGE_INVALID_MESSAGE =
  "Deze bevestigingslink is ongeldig, al gebruikt of verlopen. Je e-mailadres is niet gewijzigd.";

export const confirmEmailChange = defineContract({
  method: "POST",
  path: "/email-changes/:id/confirm",
  summary:
    "Confirms a new email address from the link mailed to it; until then the old address stays",
  tag: "users",
  public: true,
  params: idParams,
  body: z.strictObject({ token: z.string().min(1).max(200) }),
  response: envelope(z.object({ email: z.string() })),
});
