import { Fragment } from "react";
import styles from "./text-search.module.css";

/** A run of a text, marked when it matches the searched words. */
export interface TextSegment {
  text: string;
  isMatch: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A searched word as a prefix to look for. The API matches stems ("lägenheter" finds
 * "lägenhet"), so a longer word drops its last two letters, the usual Nordic inflection.
 */
function stemOf(word: string): string {
  return word.length > 5 ? word.slice(0, -2) : word;
}

/**
 * Splits a text into the words that match the search and the rest. The API's crops come
 * without markers, so the page marks the words itself: a word matches when it starts with
 * a searched word's stem (case-insensitive). Plain strings in, plain strings out: nothing
 * of the text is ever read as markup.
 */
export function highlightSegments(text: string, query: string, locale?: string): TextSegment[] {
  const stems = [...new Set((query.toLocaleLowerCase(locale).match(WORD) ?? []).map(stemOf))];
  if (stems.length === 0 || text === "") return text === "" ? [] : [{ text, isMatch: false }];
  const segments: TextSegment[] = [];
  const push = (piece: string, isMatch: boolean) => {
    if (piece === "") return;
    const last = segments.at(-1);
    if (last && last.isMatch === isMatch) last.text += piece;
    else segments.push({ text: piece, isMatch });
  };
  let index = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const lower = word.toLocaleLowerCase(locale);
    push(text.slice(index, match.index), false);
    push(
      word,
      stems.some((stem) => lower.startsWith(stem)),
    );
    index = match.index + word.length;
  }
  push(text.slice(index), false);
  return segments;
}

/** A text with the words that match the search in <mark>. */
export function Highlighted({ text, query, locale }: { text: string; query: string; locale?: string }) {
  return (
    <>
      {highlightSegments(text, query, locale).map((segment, index) =>
        segment.isMatch ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
