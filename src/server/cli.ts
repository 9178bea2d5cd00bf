import { run } from './leadsCli';

/** The built `npm run leads` (dist-server/cli.js): the commands live in leadsCli.ts, where tests call them. */
void run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env }).then((code) => {
  process.exitCode = code;
});
