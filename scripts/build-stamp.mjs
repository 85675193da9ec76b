import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What `npm run build` was made from: a digest of the sources, written after a successful build and compared
 * by `npm start`. A digest rather than mtimes, because copying or checking out a tree resets mtimes.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = path.join(root, 'dist-server/server/main.js');
const STAMP = path.join(root, 'dist-server/build-stamp.json');
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.server.config.ts',
];
const isTest = (file) => /\.test\.tsx?$/.test(file);

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function sourcesDigest() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** 'missing', 'stale', or 'current'; a tree shipped without its sources runs the build it has. */
export function buildState() {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(STAMP)) return 'missing';
  if (!fs.existsSync(path.join(root, 'src'))) return 'current';
  const { digest } = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  return digest === sourcesDigest() ? 'current' : 'stale';
}

export function writeStamp() {
  fs.writeFileSync(
    STAMP,
    `${JSON.stringify({ digest: sourcesDigest(), builtAt: new Date().toISOString() })}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeStamp();
