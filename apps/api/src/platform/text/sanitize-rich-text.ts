import sanitizeHtml from "sanitize-html";
import { wellFormed } from "./well-formed";

/**
 * The rich text of the product (spec section 9): paragraphs, bold, italic, underline, bullet
 * and numbered lists. Everything else is removed: other tags keep only their text, scripts and
 * styles lose their content too, attributes never survive, broken HTML comes out well-formed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "ul", "ol", "li"],
  allowedAttributes: {},
  transformTags: { b: "strong", i: "em" },
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "title"],
  disallowedTagsMode: "discard",
  allowedSchemes: [],
  parser: { lowerCaseTags: true },
};

const EMPTY_PARAGRAPHS = /^(\s|<p>\s*(<br \/>)?\s*<\/p>)*$/;

export function sanitizeRichText(html: string): string {
  // Lone surrogates cannot be stored in JSON columns; they become U+FFFD like any bad byte.
  const clean = sanitizeHtml(wellFormed(html), options).trim();
  return EMPTY_PARAGRAPHS.test(clean) ? "" : clean;
}

/** The visible text of sanitised rich text, for checks like "is anything written here". */
export function richTextToPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, " ")
    .trim();
}
