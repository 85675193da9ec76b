import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildState, SERVER_ENTRY } from './build-stamp.mjs';

/** `npm start`: the compiled server under plain node, built first only when the build is missing or stale. */
const state = buildState();
if (state !== 'current') {
  console.log(
    state === 'missing' ? 'No build yet: building…' : 'The sources changed since the last build: building…',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error(
      'The build failed. Without the dev dependencies (npm ci --omit=dev) the store cannot be built here:' +
        ' build it where they are installed, then start it.',
    );
    process.exit(build.status ?? 1);
  }
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
