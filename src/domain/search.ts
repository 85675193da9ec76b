import { z } from 'zod';

/**
 * What a shopper's search asks of the catalogue's full-text index (docs/decisions/069-search-prefixes-and-synonyms.md):
 * every word must match, the last one also as the start of a word ('wallp' finds wallpaper) because it is the
 * one still being typed, and each word as any of the words staff named its synonyms ('leaf' finds tropical).
 */

/** A search reads at most this many words; the rest of a pasted paragraph is ignored rather than refused. */
export const SEARCH_WORDS_MAX = 8;
/** A last word shorter than this is matched whole: 'a:*' would match most of the catalogue. */
export const PREFIX_MIN = 3;

const WORD = /^[\p{L}\p{N}]+$/u;
const words = (raw: string): string[] => raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export const SynonymWordSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A synonym cannot be empty')
  .max(40, 'A synonym must be at most 40 characters')
  .regex(WORD, 'A synonym is one word of letters and digits');

/** Words a shopper means alike: a search for any of them finds what any of them would. */
export const SynonymGroupSchema = z
  .array(SynonymWordSchema)
  .max(12, 'A synonym group holds at most 12 words')
  .transform((group) => [...new Set(group)])
  .refine((group) => group.length >= 2, 'A synonym group needs at least two different words');
export type SynonymGroup = z.infer<typeof SynonymGroupSchema>;

export const SynonymsSchema = z.object({
  groups: z.array(SynonymGroupSchema).max(500, 'At most 500 synonym groups'),
});
/** The groups as the server answers them: already checked, so no transform (a response schema must not have one). */
export const SynonymsAnswerSchema = z.object({ groups: z.array(z.array(z.string())) });
export type Synonyms = z.infer<typeof SynonymsAnswerSchema>;

/** One group per line, words separated by commas: how staff type them and read them back. */
export const synonymLines = (groups: readonly SynonymGroup[]): string =>
  groups.map((g) => g.join(', ')).join('\n');
export const parseSynonymLines = (text: string): string[][] =>
  text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);

/** A lexeme quoted for to_tsquery: the words are letters and digits only, so nothing in them needs escaping. */
const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ':*' : ''}`;

/**
 * The to_tsquery text for a search, or null when it holds no word. Each word becomes (word | synonym | …), the
 * last word also as a prefix, and the words are AND-ed; to_tsquery then stems them as the index was stemmed.
 */
export function searchTsquery(raw: string, groups: readonly SynonymGroup[] = []): string | null {
  const asked = words(raw).slice(0, SEARCH_WORDS_MAX);
  if (asked.length === 0) return null;
  return asked
    .map((word, i) => {
      const alike = new Set(groups.filter((group) => group.includes(word)).flat());
      alike.delete(word);
      const prefix = i === asked.length - 1 && word.length >= PREFIX_MIN;
      const terms = [lexeme(word, prefix), ...[...alike].map((other) => lexeme(other, false))];
      return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
    })
    .join(' & ');
}
