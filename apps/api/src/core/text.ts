/** Letters outside ASCII that NFD does not take apart (ø, æ, ß, …), spelled as a Nordic reader would type them. */
const SPECIAL_LETTERS: Record<string, string> = { ø: "o", æ: "ae", ß: "ss", đ: "d", ł: "l", œ: "oe", þ: "th" };

/**
 * Lower case without diacritics: "Örebro" -> "orebro", "Grünerløkka" -> "grunerlokka". The
 * tag autocomplete compares typed text folded the same way (search_tags.search_name).
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[øæßđłœþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/** A URL segment: "Brf Tallkronan 2" -> "brf-tallkronan-2". */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
