import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from '../settings/config';
import { DataDirInUseError } from '../db/lock';
import { startServer } from './start-server';

// A bad setting or a busy DATA_DIR is the operator's to fix: print the message, not a stack.
const fail = (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
};

if (cluster.isPrimary) {
  try {
    const config = loadConfig();
    if (config.workers > 1) runPrimary(config);
    else startServer().catch(fail);
  } catch (error) {
    fail(error);
  }
} else {
  startServer().catch(fail);
}
