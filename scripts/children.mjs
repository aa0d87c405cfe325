// Runs the api and the gateway as child processes that live and die together, so stopping
// `npm start` (Ctrl-C or SIGTERM) stops both gracefully and one crashing stops the other.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function runTogether(commands) {
  const children = commands.map(({ name, args, env }) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${name} exited (${signal ?? code}); stopping the rest.`);
        stop(code ?? 1);
      }
    });
    return child;
  });

  let stopping = false;
  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    let alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
    for (const child of alive) child.kill('SIGTERM');
    const done = () => {
      alive = alive.filter((c) => c.exitCode === null && c.signalCode === null);
      if (alive.length === 0) process.exit(code);
    };
    for (const child of alive) child.on('exit', done);
    done();
    // In-flight requests get 10 s to finish; after that nothing is worth waiting for.
    setTimeout(() => {
      for (const child of alive) child.kill('SIGKILL');
      process.exit(code);
    }, 10_000).unref();
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
