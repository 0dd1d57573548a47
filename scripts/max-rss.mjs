// Preloaded into a child process (`node --import`): on exit it says its peak resident memory, in kB, on stderr.
process.on('exit', () => process.stderr.write(`\nmax-rss-kb=${process.resourceUsage().maxRSS}\n`));
