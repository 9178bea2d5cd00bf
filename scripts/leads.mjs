// `npm run leads -- list|export|users|erase|backup ...`: runs the built lead CLI (src/server/cli.ts, commands in leadsCli.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const cli = resolve(`${process.env.BUILD_DIR ?? 'dist'}-server/cli.js`);
if (!existsSync(cli)) {
  console.error(`${cli} is missing: run \`npm run build\` first.`);
  process.exit(2);
}
await import(cli);
