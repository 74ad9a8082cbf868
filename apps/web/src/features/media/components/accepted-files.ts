import {
  allowedExtensions,
  type MediaType,
  mediaTypeOfName,
} from "@leerlijn/contracts/media/media.schema";

/** The `accept` attribute of a file input for these media types. */
export function acceptAttribute(types: readonly MediaType[]): string {
  return allowedExtensions(types)
    .map((extension) => `.${extension}`)
    .join(",");
}

/** Files split into those of an accepted type (with it) and the names of the others. */
export function sortFiles(files: readonly File[], types: readonly MediaType[]) {
  const accepted: { file: File; type: MediaType }[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const type = mediaTypeOfName(file.name, types);
    if (type) accepted.push({ file, type });
    else refused.push(file.name);
  }
  return { accepted, refused };
}
