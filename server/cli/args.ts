import { CliError } from './commands';

/** A command's flags (only those it takes) and its one operand (a file, an order). */
export function parseArgs(command: string, args: string[], known: string[]): { flags: Set<string>; operand: string | undefined } {
  const flags = new Set<string>();
  const operands: string[] = [];
  for (const arg of args) {
    if (!arg.startsWith('--')) operands.push(arg);
    else if (known.includes(arg)) flags.add(arg);
    else throw new CliError(`"${command}" takes ${known.length ? known.join(', ') : 'no flags'}, not ${arg}.`);
  }
  if (operands.length > 1) throw new CliError(`"${command}" takes one ${command === 'advance' ? 'order' : 'file'}, not ${operands.length}: ${operands.join(' ')}`);
  return { flags, operand: operands[0] };
}
