// Commit subjects say what changed in at most 72 characters; the body says why (CONTRIBUTING.md). Checked on
// every commit made since the rule began, so `npm test` and CI refuse a long subject however it was committed.
import { execFileSync } from 'node:child_process';

/** The last commit before the rule: older subjects stay as they were written. */
const RULE_STARTS_AFTER = '87ae5ab1514825e4fdfc54323d0d5f3967ba05ed';
const MAX_SUBJECT = 72;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

let log;
try {
  git('cat-file', '-e', `${RULE_STARTS_AFTER}^{commit}`);
  log = git('log', '--no-merges', '--format=%h%x09%s', `${RULE_STARTS_AFTER}..HEAD`);
} catch {
  // A tree without its history (a release tarball, a shallow clone): nothing to check.
  console.log('check-commits: no git history here, nothing to check');
  process.exit(0);
}
const long = log
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .filter(([, subject]) => subject.length > MAX_SUBJECT);
if (long.length) {
  console.error(
    `Commit subjects longer than ${MAX_SUBJECT} characters (say what changed; put why in the body):`,
  );
  for (const [hash, subject] of long) console.error(`  ${hash} (${subject.length}) ${subject}`);
  process.exit(1);
}
