// `npm run dev`: the API on 127.0.0.1:8081 (embedded database in ./data unless DATABASE_URL) and
// Vite with hot reload on 127.0.0.1:5173, which proxies /app/v1 to the API.
import { spawn } from 'node:child_process';
import { readEnv } from '../server/config/env.ts';
import { startServer } from '../server/start.ts';

const env = readEnv({ ...process.env, PORT: process.env.API_PORT ?? '8081' });
const api = await startServer(env, { serveClient: false });
console.log(`API on ${api.url}`);

const vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit' });
const stop = () => {
  vite.kill('SIGTERM');
  api.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
