import { describe, expect, it } from 'vitest';
import { parseSynonymLines, searchTsquery, synonymLines, SynonymsSchema } from './search';

describe('searchTsquery', () => {
  it('ANDs the words and reads the last as a prefix', () => {
    expect(searchTsquery('Peacock  WALLP')).toBe("'peacock' & 'wallp':*");
  });

  it('matches a short last word whole, and holds no query for no words', () => {
    expect(searchTsquery('blue 3d')).toBe("'blue' & '3d'");
    expect(searchTsquery(' %%! ')).toBeNull();
  });

  it('reads each word as any word of its synonym groups, without quoting anything a shopper typed', () => {
    const groups = [
      ['leaf', 'tropical'],
      ['leaf', 'botanical'],
      ['gold', 'golden'],
    ];
    expect(searchTsquery("leaf' gold", groups)).toBe(
      "('leaf' | 'tropical' | 'botanical') & ('gold':* | 'golden')",
    );
  });

  it('reads at most eight words', () => {
    expect(searchTsquery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});

describe('synonym groups', () => {
  it('round-trip through the lines staff type, lower-cased and without repeats', () => {
    const parsed = SynonymsSchema.parse({ groups: parseSynonymLines('Leaf, tropical ,leaf\n\n grey,gray') });
    expect(parsed.groups).toEqual([
      ['leaf', 'tropical'],
      ['grey', 'gray'],
    ]);
    expect(synonymLines(parsed.groups)).toBe('leaf, tropical\ngrey, gray');
  });
});
