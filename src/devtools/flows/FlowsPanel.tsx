/**
 * The flows panel: a small button, and under it every app actor as it runs (mount.tsx puts
 * it beside the app in development and in a VITE_FLOWS=1 build). Not modal: the shop stays
 * usable beside it, and the page can scroll above it. Escape or Close shuts it and gives
 * focus back to the button.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Tabs } from '#src/ui/Tabs';
import { ActorView } from './ActorView';
import * as css from './flows.css';
import { flowActors, subscribeToFlows, type FlowActor } from './recorder';

export default function FlowsPanel() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <aside aria-label="Flows">
      <button
        ref={toggle}
        type="button"
        className={css.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Flows
      </button>
      {open ? <Panel id={panelId} onClose={close} /> : null}
    </aside>
  );
}

function Panel({ id, onClose }: { id: string; onClose: () => void }) {
  const actors = useSyncExternalStore(subscribeToFlows, flowActors);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown =
    actors.find((actor) => actor.sessionId === chosen) ?? actors.find((actor) => actor.running) ?? actors[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const running = actors.filter((actor) => actor.running).length;

  useEffect(() => {
    heading.current?.focus();
    document.documentElement.classList.add(css.pageUnderPanel);
    return () => document.documentElement.classList.remove(css.pageUnderPanel);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <div
      id={id}
      className={import.meta.env.DEV ? `${css.panel} ${css.besideDevtools}` : css.panel}
      onKeyDown={closeOnEscape}
    >
      <header className={css.header}>
        <h2 ref={heading} tabIndex={-1} className={css.title}>
          Flows
        </h2>
        <p className={css.note}>{running} running · every app actor, live, from the machines themselves</p>
        <button type="button" className={css.close} onClick={onClose}>
          Close
        </button>
      </header>
      {shown ? (
        <Tabs.Root value={shown.sessionId} onValueChange={setChosen} className={css.tabs}>
          <Tabs.List aria-label="Actors" className={css.actorList}>
            {actors.map((actor) => (
              <Tabs.Trigger key={actor.sessionId} value={actor.sessionId} className={css.actorTab}>
                {nameOf(actor, actors)}
                {actor.running ? null : <span className={css.stopped}> stopped</span>}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {actors.map((actor) => (
            <Tabs.Content key={actor.sessionId} value={actor.sessionId} className={css.actorPanel}>
              <ActorView actor={actor} name={nameOf(actor, actors)} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <p className={css.note}>No actor has started yet.</p>
      )}
    </div>
  );
}

/** The machine's id, and the actor's session id when another actor runs the same machine. */
function nameOf(actor: FlowActor, all: readonly FlowActor[]): string {
  const twin = all.some((other) => other !== actor && other.machine.id === actor.machine.id);
  return twin ? `${actor.machine.id} ${actor.sessionId}` : actor.machine.id;
}
