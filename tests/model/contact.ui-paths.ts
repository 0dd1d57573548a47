/**
 * The contact model's paths as the contact page replays them in Chromium
 * (tests/e2e/model-contact.spec.ts): one per model transition. Pure: the same in vitest,
 * which replays them on the real machine for the coverage line, and in Playwright.
 */
import { contactModel } from './contact.model';
import { uiPaths } from './paths';
import { covering } from './contact.covering.gen';

export const contactUi = uiPaths(contactModel, { covering, perTransition: true });
