import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { sealCodeSchema, sealVerificationSchema } from "./document-seal.schema";

export const verifySealedDocument = defineContract({
  method: "POST",
  path: "/document-seals/verify",
  summary:
    "Public check of an uploaded PDF (field `pdf`) on the company's host: is it an unchanged sealed original of this company, with its trail",
  tag: "documents",
  public: true,
  multipart: true,
  response: envelope(sealVerificationSchema),
  rateLimitPerMinute: 30,
});

export const getSealRecord = defineContract({
  method: "GET",
  path: "/document-seals/:code",
  summary:
    "Public record of a sealed signature by the code in its QR code / verification link, with its trail",
  tag: "documents",
  public: true,
  params: z.object({ code: sealCodeSchema }),
  response: envelope(sealVerificationSchema),
});
