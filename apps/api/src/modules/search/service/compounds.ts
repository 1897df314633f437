import type { TextSearchLanguage } from "../../catalogue/schema";

/*
 * Swedish, Norwegian and Finnish write compounds as one word ("leilighetsbolig", "bostadsrätt",
 * "kerrostaloasunto"), so a visitor's "bolig" must find "boligkjøper" and "visningsboligen" as
 * well as "boliger". PostgreSQL's stemmers handle the inflection of a word but see a compound as
 * one word of its own, and they cut compounds where they like ("visningsboligen" becomes
 * `visningsbo`, "bolig" becomes `bol`), so the parts cannot be found among the stems. They are
 * found among the documents' written words instead (the vocabulary's `word`), each of which
 * knows its stem (`lexeme`): the query then asks the search vector for those stems, which the
 * GIN index answers. English does not write compounds as one word; it keeps the exact match.
 */
const COMPOUNDING: ReadonlySet<TextSearchLanguage> = new Set(["swedish", "norwegian", "finnish"]);

/** A written word of the documents and its stem in the language (null for a stop word). */
export interface WordForm {
  word: string;
  lexeme: string | null;
}

/** Shorter roots match too much ("ek" is in "dekor"). */
const MIN_ROOT = 3;
/** A root anywhere inside a word needs more letters: "sol" is in "absolut", "bolig" is no accident in "leilighetsboligene". */
const MIN_INNER_ROOT = 5;
/** What may follow a root at the end of a compound: its inflection ("radhus-en", "bolig-ene"). */
const MAX_ENDING = 3;
/** Stems per typed word; the shortest words first (the closest compounds). */
const MAX_LEXEMES = 64;

/** Written words only: e-mail addresses and host names ("salg@fjallvik-bolig.example") are no compounds. */
const WORD = /^\p{L}+$/u;

export function isCompounding(language: TextSearchLanguage): boolean {
  return COMPOUNDING.has(language);
}

/**
 * The written root of a stem: the shortest word of the documents with that stem ("bolig" for
 * `bol`, from bolig, boliger, boligene), so an inflected query ("boligene") looks for the same
 * compounds as its base form. The typed word is the root when no such word is shorter.
 */
export function rootOf(typed: string, stem: string, words: readonly WordForm[]): string {
  // A long stem the typed word starts with is a root too ("lägen" of "lägenheter" when no document says "lägenhet").
  let root = stem.length >= MIN_INNER_ROOT && typed.startsWith(stem) ? stem : typed;
  for (const form of words) {
    if (form.lexeme === stem && form.word.length < root.length && WORD.test(form.word)) root = form.word;
  }
  return root;
}

function holdsRoot(word: string, root: string): boolean {
  const at = word.indexOf(root);
  if (at < 0) return false;
  if (at === 0 || root.length >= MIN_INNER_ROOT) return true;
  return word.length - (at + root.length) <= MAX_ENDING;
}

/** Stems of the documents' words that hold `root` at their start, at their end (inflected) or, when long, inside. */
export function compoundLexemes(root: string, words: readonly WordForm[]): string[] {
  if (root.length < MIN_ROOT) return [];
  const matches = words.filter(
    (form): form is { word: string; lexeme: string } =>
      form.lexeme !== null && form.word.length > root.length && WORD.test(form.word) && holdsRoot(form.word, root),
  );
  matches.sort((a, b) => a.word.length - b.word.length || a.word.localeCompare(b.word));
  return [...new Set(matches.map((form) => form.lexeme))].slice(0, MAX_LEXEMES);
}

export const quoteLexeme = (lexeme: string) => `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/**
 * A tsquery where each typed word matches its own stem and the stems of the compounds holding
 * it; all words must match, as websearch_to_tsquery ANDs them. Null when no word has a stem
 * (only stop words), which leaves the text to websearch_to_tsquery.
 */
export function compoundQuery(stems: readonly { word: string; stems: string[] }[], words: readonly WordForm[]): string | null {
  const clauses: string[] = [];
  for (const { word, stems: wordStems } of stems) {
    const stem = wordStems[0];
    if (!stem) continue;
    const lexemes = new Set([stem, ...compoundLexemes(rootOf(word, stem, words), words)]);
    clauses.push(`(${[...lexemes].map(quoteLexeme).join(" | ")})`);
  }
  return clauses.length > 0 ? clauses.join(" & ") : null;
}

/** Text typed with the web-search syntax (quotes, `-word`, `or`) keeps its exact meaning. */
export function hasSearchSyntax(text: string): boolean {
  return /["]|(^|\s)-\S|\bor\b/i.test(text);
}
