import { startServer } from './start-server';
import { ConfigError } from './config';
import { DataDirInUseError } from './db/lock';

// A bad setting or a busy DATA_DIR is the operator's to fix: print the message, not a stack.
startServer().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
