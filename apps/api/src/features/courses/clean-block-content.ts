import type { BlockContent } from "@leerlijn/contracts/courses/block.schema";
import { sanitizeRichText } from "../../platform/text/sanitize-rich-text";
import { wellFormed } from "../../platform/text/well-formed";

/** Every string made storable (no lone surrogates); JSON columns refuse them. */
function storable<T>(value: T): T {
  if (typeof value === "string") return wellFormed(value) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, storable(item)]),
    ) as T;
  return value;
}

/** Block content as it is stored: rich text sanitised, every text storable. */
export function cleanBlockContent(content: BlockContent): BlockContent {
  if (content.type === "text") return { type: "text", html: sanitizeRichText(content.html) };
  return storable(content);
}
