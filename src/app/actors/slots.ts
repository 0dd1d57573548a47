/**
 * The slots of the two app-wide actors that load after the first screen (lazyActor.ts).
 * Each actor's module fills its own; session.ts and cart.ts read them and load the
 * modules. Apart from both sides, so an actor's module never imports its loader back.
 */
import type { Actor } from 'xstate';
import type { authMachine } from '#machines/auth.machine';
import type { cartMachine } from '#machines/cart.machine';
import { lazyActorSlot } from './lazyActor';

export const authSlot = lazyActorSlot<Actor<typeof authMachine>>();
export const cartSlot = lazyActorSlot<Actor<typeof cartMachine>>();
