import { execFileSync } from 'node:child_process';

const FREE_PORT = `const s = require('node:net').createServer().listen(0, '127.0.0.1', () => {
  console.log(s.address().port);
  s.close();
});`;

// The config, each worker and the web server load this module, and only the first may choose: the others
// inherit its port through the environment, so all of them talk to the same store.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['-e', FREE_PORT], { encoding: 'utf8' }).trim();

/** The store under test, as the web server in playwright.config.ts starts it. */
export const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/** The admin the store seeds at its first start. */
export const adminEmail = 'admin@wallcraft.test';
export const adminPassword = 'e2e-admin-password';
