import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { SynonymGroup } from '../../domain/search';
import type { InvalidationBus } from './bus';

/** A guest answer as it went out: identical for every guest until the catalogue changes. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** the content type and whatever else the route set that a guest must get too (X-Total-Count) */
  headers: Record<string, string>;
  /** compressed once, on the first guest that asked for it */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export type Encoding = 'br' | 'gzip';

export interface CatalogueCacheOptions {
  /** answers kept at most (the listing has a key per query) */
  maxAnswers?: number;
  /** bytes kept at most, bodies and their compressed forms counted at twice the body */
  maxBytes?: number;
  /** counts kept at most, one per listing filter */
  maxCounts?: number;
  /** a bound on staleness for anything a missed message could leave behind */
  ttlMs?: number;
  /** told of every hit and miss by cache name (the route's guestCache, or 'count'), for metrics */
  observe?: { hit(name: string): void; miss(name: string): void };
}

interface Tally {
  hits: number;
  misses: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const weakEtag = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The catalogue's in-process cache: guest answers by their URL's key (guestCacheKey), and listing counts by
 * filter. Every change to the catalogue drops both, here at once and on the other instances through the bus.
 * `generation` guards the race where an answer read before a change would be stored after it: it is stored only
 * if no change happened in between.
 */
export class CatalogueCache {
  readonly answers: LRUCache<string, CachedAnswer>;
  private readonly counts: LRUCache<string, number>;
  /** the store's search synonyms, read once per catalogue state (docs/decisions/069-search-prefixes-and-synonyms.md) */
  private synonymGroups: SynonymGroup[] | undefined;
  private bus: InvalidationBus | null = null;
  private generationNumber = 0;
  private readonly tallies = new Map<string, Tally>();
  private invalidations = 0;
  private readonly observe: CatalogueCacheOptions['observe'];

  constructor(options: CatalogueCacheOptions = {}) {
    const ttl = options.ttlMs ?? 10 * 60_000;
    this.answers = new LRUCache<string, CachedAnswer>({
      max: options.maxAnswers ?? 5000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (answer) => answer.body.length * 2 || 1,
      ttl,
    });
    this.counts = new LRUCache<string, number>({ max: options.maxCounts ?? 10_000, ttl });
    this.observe = options.observe;
  }

  private record(name: string, outcome: keyof Tally) {
    const tally = this.tallies.get(name) ?? { hits: 0, misses: 0 };
    tally[outcome] += 1;
    this.tallies.set(name, tally);
    if (outcome === 'hits') this.observe?.hit(name);
    else this.observe?.miss(name);
  }

  connect(bus: InvalidationBus) {
    this.bus = bus;
  }

  get generation() {
    return this.generationNumber;
  }

  /** A kept answer; a miss is recorded when the answer is computed and stored, so pages never kept are not. */
  lookup(name: string, key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer) this.record(name, 'hits');
    return answer;
  }

  /** Keeps an answer computed at `generation`, unless the catalogue changed meanwhile. */
  store(
    name: string,
    key: string,
    generation: number,
    body: Buffer,
    headers: Record<string, string>,
  ): CachedAnswer {
    const answer: CachedAnswer = { body, etag: weakEtag(body), headers, encoded: {} };
    this.record(name, 'misses');
    if (generation === this.generationNumber) this.answers.set(key, answer);
    return answer;
  }

  /** The answer's body in `encoding`, compressed once and kept beside it. */
  encoded(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
    answer.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzip(answer.body);
    return answer.encoded[encoding];
  }

  /** A listing's total for one filter, counted once per catalogue state instead of on every page. */
  async count(key: string, compute: () => Promise<number>): Promise<number> {
    const known = this.counts.get(key);
    if (known !== undefined) {
      this.record('count', 'hits');
      return known;
    }
    this.record('count', 'misses');
    const generation = this.generationNumber;
    const total = await compute();
    if (generation === this.generationNumber) this.counts.set(key, total);
    return total;
  }

  /** The synonym groups every storefront search expands its words with, read once per catalogue state. */
  async synonyms(compute: () => Promise<SynonymGroup[]>): Promise<SynonymGroup[]> {
    if (this.synonymGroups) return this.synonymGroups;
    const generation = this.generationNumber;
    const groups = await compute();
    if (generation === this.generationNumber) this.synonymGroups = groups;
    return groups;
  }

  /** Drops what this instance holds; messages from the other instances land here. */
  drop() {
    this.generationNumber += 1;
    this.invalidations += 1;
    this.answers.clear();
    this.counts.clear();
    this.synonymGroups = undefined;
  }

  /** The catalogue changed here: this instance forgets at once, the others when the message arrives. */
  async invalidate() {
    this.drop();
    await this.bus?.publish();
  }

  /** Hits and misses since start, in all and by cache name, for the metrics endpoint. */
  stats() {
    const byName = Object.fromEntries(this.tallies);
    let hits = 0;
    let misses = 0;
    for (const [name, tally] of this.tallies) {
      if (name === 'count') continue;
      hits += tally.hits;
      misses += tally.misses;
    }
    const counts = this.tallies.get('count') ?? { hits: 0, misses: 0 };
    return {
      hits,
      misses,
      countHits: counts.hits,
      countMisses: counts.misses,
      invalidations: this.invalidations,
      answers: this.answers.size,
      counts: this.counts.size,
      byName,
    };
  }
}
