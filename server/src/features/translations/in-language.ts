/**
 * How every read path picks content in the caller's language (ADR 0044): left-join the kind's `<kind>_translations`
 * row for the language, take each field from it where it has one, else the item's own (English) text, and say which
 * language the item's text came in. One helper, so every screen falls back the same way.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SOURCE_LANGUAGE, type Language } from '@prayog/contract';

/** The field in the language where the version has it, else the English text of the item. */
export const inLanguage = (version: AnyPgColumn, source: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`coalesce(${version}, ${source})`.mapWith(String);

/**
 * The join condition of a kind's versions: the version of this item in this language. For English it matches no row
 * (no version is ever written in the source language), so the reader reads the item as it is.
 */
export const versionOf = (versionItem: AnyPgColumn, item: AnyPgColumn, versionLanguage: AnyPgColumn, language: Language): SQL =>
  and(eq(versionItem, item), eq(versionLanguage, language))!;

/**
 * The language an item's text came in: the caller's where the version has the item's main field (a lesson's name, a
 * question's text), else English. Learner screens say "shown in English" when it differs from the screen's language.
 */
export const textLanguage = (mainVersionField: AnyPgColumn, language: Language): SQL<Language> =>
  language === SOURCE_LANGUAGE
    ? sql<Language>`${SOURCE_LANGUAGE}::text`
    : sql<Language>`case when ${mainVersionField} is not null then ${language}::text else ${SOURCE_LANGUAGE}::text end`;
