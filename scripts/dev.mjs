// npm run dev: the API with hot reload (tsx watch) on :3000 and Vite on :5173,
// which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@amparo/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@amparo/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
