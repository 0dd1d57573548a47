import { useId } from 'react';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './flows.css';
import { toJson } from './json';
import { KEPT, type FlowActor, type FlowEvent } from './recorder';
import { activeLeaves, nodeAt } from './states';
import { Statechart } from './Statechart';

/** One actor: the states it is in, on its statechart; its context; its last events. */
export function ActorView({ actor, name }: { actor: FlowActor; name: string }) {
  const ids = useId();
  const { machine, snapshot } = actor;
  const leaves = activeLeaves(machine, snapshot.value);
  const lastEntered = actor.events.at(-1)?.entered[0];
  return (
    <>
      <p className={css.stateLine} aria-live="polite">
        {actor.running ? `${name} is in` : `${name} stopped in`}
        {leaves.map((leaf) => (
          <code key={leaf} className={css.stateName}>
            {leaf}
          </code>
        ))}
      </p>
      <Statechart
        machine={machine}
        value={snapshot.value}
        reveal={lastEntered ? nodeAt(machine, lastEntered)?.id : undefined}
        label={`${name} statechart, in ${leaves.join(', ')}`}
      />
      <div className={css.side}>
        <div className={css.contextPart}>
          <h3 id={`${ids}-context`} className={css.partTitle}>
            Context
          </h3>
          <pre className={css.json} role="region" tabIndex={0} aria-labelledby={`${ids}-context`}>
            {toJson(snapshot.context)}
          </pre>
        </div>
        <div className={css.eventsPart}>
          <h3 id={`${ids}-events`} className={css.partTitle}>
            Events
          </h3>
          <div className={css.eventsBox} role="region" tabIndex={0} aria-labelledby={`${ids}-events`}>
            <Events events={actor.events} />
          </div>
        </div>
      </div>
    </>
  );
}

function Events({ events }: { events: readonly FlowEvent[] }) {
  return (
    <table className={css.events}>
      <VisuallyHidden.Root asChild>
        <caption>
          The last {KEPT.events} events this actor took, newest first, with their payload and the states each one
          entered
        </caption>
      </VisuallyHidden.Root>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Event</th>
          <th scope="col">Entered</th>
        </tr>
      </thead>
      <tbody>
        {events.toReversed().map((event) => (
          <tr key={event.seq}>
            <td>{clockTime(event.at)}</td>
            <td>
              {event.type}
              {Object.keys(event.payload).length ? (
                <details>
                  <summary>{Object.keys(event.payload).join(', ')}</summary>
                  <pre>{toJson(event.payload)}</pre>
                </details>
              ) : null}
            </td>
            <td>{event.entered.length ? event.entered.join(', ') : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 14:03:07.125, local time. */
function clockTime(at: number): string {
  const time = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}.${String(time.getMilliseconds()).padStart(3, '0')}`;
}
