/**
 * A Playwright spec that replays one model path in Chromium through the machine's replay
 * driver (tests/e2e/model-<machine>.replay.ts), as `npm run paths -- <machine> --path N --spec`
 * prints it: saved under tests/e2e it runs as it is, and its events are there to edit.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, EventObject } from 'xstate';
import { inputText, modelEntry, type ModelName } from './models';
import { pathFrom, planPaths, type UiPaths } from './paths';

/** The driver module of a machine's replay, beside its spec in tests/e2e. */
export const replayModule = (machine: string) => `model-${machine}.replay`;

/** `{ type: 'LOAD', stock: 'ok' }`: an event as TypeScript source. */
function eventSource(event: EventObject): string {
  const fields = Object.entries(event).map(
    ([key, value]) =>
      `${key}: ${typeof value === 'string' ? `'${value.replaceAll("'", "\\'")}'` : JSON.stringify(value)}`,
  );
  return `{ ${fields.join(', ')} }`;
}

/**
 * The spec of path `index` (as `npm run paths -- <machine>` numbers them), after checking the
 * machine has a replay driver and the page can do each of its steps (the replay's `allow`, as
 * the printed spec checks again) and the whole path (its `cannotReplay`, as the driver does).
 */
export async function specOfPath(machine: ModelName, index: number): Promise<string> {
  const model = modelEntry(machine);
  const planned = planPaths(model.model, model);
  const chosen = planned[index - 1];
  if (!Number.isInteger(index) || !chosen)
    throw new Error(`${machine} has paths 1 to ${planned.length}: no path ${index}`);
  const { input, path } = chosen;
  let ui: UiPaths<AnyStateMachine> | undefined;
  try {
    ui = ((await import(`./${machine}.ui-paths.ts`)) as Record<string, UiPaths<AnyStateMachine>>)[`${machine}Ui`];
  } catch {
    // no UI replay: said below
  }
  if (!ui) throw new Error(`${machine} has no replay in Chromium (tests/model/${machine}.ui-paths.ts)`);
  const driver = `tests/e2e/${replayModule(machine)}.ts`;
  if (!existsSync(fileURLToPath(new URL(`../../${driver}`, import.meta.url))))
    throw new Error(`${machine} has no replay driver (${driver})`);
  const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  try {
    pathFrom(model.model, input, events, ui.allow);
  } catch (error) {
    throw new Error(`path ${index} cannot be replayed in Chromium: ${(error as Error).message}`, { cause: error });
  }
  const whole = ui.cannotReplay(events);
  if (whole) throw new Error(`path ${index} cannot be replayed in Chromium: ${whole}`);
  return printedSpec({
    machine,
    index,
    inputIndex: model.inputs?.indexOf(input) ?? -1,
    inputLabel: inputText(model, input),
    path,
  });
}

export function printedSpec({
  machine,
  index,
  inputIndex,
  inputLabel,
  path,
}: {
  machine: string;
  /** The path's number in `npm run paths -- <machine>`. */
  index: number;
  /** Which of the model's inputs the path starts from (models.ts), or -1 for a model without inputs. */
  inputIndex: number;
  inputLabel: string | undefined;
  path: { steps: { event: EventObject }[] };
}): string {
  const ui = `${machine}Ui`;
  const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const input = inputIndex < 0 ? 'undefined' : `inputs[${inputIndex}]`;
  const from = inputLabel ? ` ${inputLabel}` : '';
  return `/**
 * ${machine} path ${index}${from} in Chromium, as \`npm run paths -- ${machine} --path ${index} --spec\` printed it.
 * The ${machine} replay's driver (${replayModule(machine)}.ts) performs each event on the page and
 * checks the screen after every step. Edit the events to replay a path of your own: pathFrom
 * names the first step the model does not take there or the page cannot do.
 */
import { ${ui} } from '../model/${machine}.ui-paths';
import { models } from '../model/models';
import { describePath, pathFrom } from '../model/paths';
import { test } from './support/fixtures';
import { replayPath, replayTags } from './${replayModule(machine)}';

const { model${inputIndex < 0 ? '' : ', inputs'} } = models.${machine};
const path = pathFrom(
  model,
  ${input},
  [
${events.map((event) => `    ${eventSource(event)},`).join('\n')}
  ],
  ${ui}.allow,
);

test(\`${machine}${from}: \${describePath(path.path)}\`, { tag: replayTags }, ({ page, request, consoleErrors }) =>
  replayPath({ page, request, consoleErrors }, path),
);
`;
}
