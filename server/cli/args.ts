import { CliError } from './commands';

/** What a command takes: its flags, and at most how many operands (a file, an order, a variant and a number). */
export interface CommandSpec {
  flags: string[];
  operands: number;
  /** What one operand is, for the refusal of too many ('file', 'order'). */
  operand?: string;
}

/** A command's flags (only those it takes) and its operands (at most as many as it takes). */
export function parseArgs(
  command: string,
  args: string[],
  spec: CommandSpec,
): { flags: Set<string>; operands: string[] } {
  const flags = new Set<string>();
  const operands: string[] = [];
  for (const arg of args) {
    if (!arg.startsWith('--')) operands.push(arg);
    else if (spec.flags.includes(arg)) flags.add(arg);
    else
      throw new CliError(`"${command}" takes ${spec.flags.length ? spec.flags.join(', ') : 'no flags'}, not ${arg}.`);
  }
  if (operands.length > spec.operands) {
    const taken =
      spec.operands === 1
        ? `one ${spec.operand ?? 'operand'}`
        : spec.operands === 0
          ? 'nothing more'
          : `${spec.operands} operands`;
    throw new CliError(`"${command}" takes ${taken}, not ${operands.length}: ${operands.join(' ')}`);
  }
  return { flags, operands };
}
