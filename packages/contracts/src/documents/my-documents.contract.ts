import { z } from "zod";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope } from "../pagination";
import { personDocumentSchema, myDocumentSchema, signDocumentBodySchema } from "./document.schema";

/** A learner has few documents; the list is whole, bounded all the same. */
export const MAX_MY_DOCUMENTS = 500;

export const listMyDocuments = defineContract({
  method: "GET",
  path: "/documents",
  summary: "The signed-in person's documents to read and to sign, newest first, with status",
  tag: "documents",
  permission: "document.my_documents.list",
  response: envelope(z.array(personDocumentSchema)),
});

export const getMyDocument = defineContract({
  method: "GET",
  path: "/documents/:id",
  summary: "Opens one of the person's documents (its PDF); the first opening records viewedAt",
  tag: "documents",
  permission: "document.my_documents.list",
  params: idParams,
  response: envelope(myDocumentSchema),
});

export const signMyDocument = defineContract({
  method: "POST",
  path: "/documents/:id/sign",
  summary:
    "Signs the document after the consent statement, with a drawn signature (PNG) or the saved one",
  tag: "documents",
  permission: "document.my_documents.sign",
  params: idParams,
  body: signDocumentBodySchema,
  response: envelope(myDocumentSchema),
  rateLimitPerMinute: 30,
});
