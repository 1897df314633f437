"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_LIMITS, type TagHit } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { controlClassNames, visuallyHiddenClassName } from "@housing/ui";
import styles from "./home-search.module.css";

/** Spec section 9: suggestions wait for 2 characters and 300 ms of quiet typing. */
export const TAG_MIN_LENGTH = SEARCH_LIMITS.quickSearchMinLength;
export const TAG_DEBOUNCE_MS = 300;

export type SuggestTags = (text: string, signal: AbortSignal) => Promise<TagHit[]>;

export interface TagComboboxProps {
  /** Tags already chosen, shown as removable chips. */
  chosen: readonly TagHit[];
  onAdd: (tag: TagHit) => void;
  onRemove: (tag: TagHit) => void;
  /** Fetches up to 20 suggestions for the text (the page counts them under its other filters). */
  suggest: SuggestTags;
  /** Part of the suggestions' query key: suggestions are refetched when the other filters change. */
  suggestKey: string;
  /** Text already typed (the start page's box hands over what the visitor typed while this loaded). */
  initialText?: string;
  /** Takes focus when it mounts: it replaces a field that had focus. */
  hasInitialFocus?: boolean;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Tag autocomplete following the WAI-ARIA 1.2 combobox pattern: the input keeps focus, the
 * listbox's active option is pointed at with aria-activedescendant; ArrowDown/ArrowUp move,
 * Enter picks, Escape closes (and clears the text when already closed).
 */
export function TagCombobox({
  chosen,
  onAdd,
  onRemove,
  suggest,
  suggestKey,
  initialText = "",
  hasInitialFocus = false,
}: TagComboboxProps) {
  const { t } = useI18n();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(initialText);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!hasInitialFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only on mount: the field it replaces had focus at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, TAG_DEBOUNCE_MS);
  const isLongEnough = debounced.length >= TAG_MIN_LENGTH;

  const query = useQuery({
    queryKey: ["home-search", "tag-suggestions", suggestKey, debounced.toLocaleLowerCase()],
    queryFn: ({ signal }) => suggest(debounced, signal),
    enabled: isLongEnough,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const chosenUrls = new Set(chosen.map((tag) => tag.url));
  const options =
    isLongEnough && trimmed.length >= TAG_MIN_LENGTH
      ? (query.data ?? []).filter((tag) => !chosenUrls.has(tag.url))
      : [];
  const isWaiting = trimmed.length >= TAG_MIN_LENGTH && (debounced !== trimmed || query.isFetching);
  const isExpanded =
    isOpen && trimmed.length >= TAG_MIN_LENGTH && (options.length > 0 || (!isWaiting && query.isSuccess));

  // A new set of suggestions starts with none active: Enter must not pick what the visitor has not seen.
  const [shownData, setShownData] = useState(query.data);
  if (shownData !== query.data) {
    setShownData(query.data);
    setActiveIndex(-1);
  }

  const pick = (tag: TagHit) => {
    onAdd(tag);
    setText("");
    setIsOpen(false);
    setActiveIndex(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setIsOpen(true);
        if (options.length > 0) setActiveIndex((index) => (index + 1) % options.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setIsOpen(true);
        if (options.length > 0) setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case "Enter": {
        const tag = isExpanded ? options[activeIndex] : undefined;
        // Enter never submits the search form: every change searches at once.
        event.preventDefault();
        if (tag) pick(tag);
        break;
      }
      case "Escape":
        if (isExpanded) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
      case "Backspace":
        if (text === "" && chosen.length > 0) onRemove(chosen[chosen.length - 1]!);
        break;
      default:
        break;
    }
  };

  const activeId = isExpanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;
  const status =
    trimmed.length < TAG_MIN_LENGTH
      ? ""
      : isWaiting
        ? t("search.home.tags.loading")
        : query.isSuccess
          ? t("search.home.tags.count", { count: options.length })
          : "";

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className={controlClassNames.label}>
        {t("search.home.tags.label")}
      </label>
      <p id={hintId} className={controlClassNames.hint}>
        {t("search.home.tags.hint")}
      </p>
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={t("search.home.tags.chosen")}>
          {chosen.map((tag) => (
            <li key={tag.url} className={styles.chip}>
              <span>{tag.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t("search.home.tags.remove", { name: tag.name })}
                onClick={() => {
                  onRemove(tag);
                  inputRef.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.comboboxField}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          className={controlClassNames.input}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("search.home.tags.placeholder")}
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t("search.home.tags.label")}
          className={styles.listbox}
          hidden={!isExpanded}
          // Keeps focus in the input when an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.length === 0 && isExpanded ? (
            <li role="option" aria-selected={false} aria-disabled="true" className={styles.optionEmpty}>
              {t("search.home.tags.none")}
            </li>
          ) : null}
          {options.map((tag, index) => (
            <li
              key={tag.url}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              onClick={() => pick(tag)}
              onMouseMove={() => setActiveIndex(index)}
            >
              <span className={styles.optionName}>{tag.name}</span>
              <span className={styles.optionMeta}>
                {[t(`search.home.tags.type.${tag.type}`), tag.parentName].filter(Boolean).join(", ")}
                {" · "}
                {t("search.home.tags.stages", { count: tag.stageCount })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div role="status" className={visuallyHiddenClassName}>
        {isOpen ? status : ""}
      </div>
    </div>
  );
}
