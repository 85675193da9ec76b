import concurrently from 'concurrently';

/** API on :3001 restarting on change, behind Vite's dev server (hot reload) which proxies /api and /images. */
const apiPort = process.env.API_PORT ?? '3001';
const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'node --import tsx --watch-path=src/server --watch-path=src/domain src/server/main.ts',
      env: { PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
      prefixColor: 'yellow',
    },
    { name: 'web', command: 'vite', env: { API_PORT: apiPort, PORT: '5173' }, prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
