import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig, type ServerConfig } from './config';
import { createAppServer } from './server';

/**
 * `npm start`'s server: the site and the lead API on one port. `--temp-data` stores leads in a
 * fresh temporary folder that is removed on exit (tests, Lighthouse, benchmarks).
 */
let config: ServerConfig;
let tempData: boolean;
try {
  tempData = parseArgs({ options: { 'temp-data': { type: 'boolean', default: false } } }).values['temp-data'];
  config = readConfig(process.env);
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const temp = tempData ? mkdtempSync(join(tmpdir(), 'northstar-leads-')) : null;
if (temp) config = { ...config, dataDir: temp };
const removeTemp = () => {
  if (temp) rmSync(temp, { recursive: true, force: true });
};

const { listen, close } = await createAppServer(config);
listen().then(
  () => console.log(`Serving ${config.distDir} and the lead API on http://localhost:${config.port} (leads in ${config.dataDir})`),
  (error: Error) => {
    console.error(error.message);
    removeTemp();
    process.exit(1);
  },
);

let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  void close().finally(() => {
    removeTemp();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
