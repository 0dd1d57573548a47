/** The paths the product page replays in Chromium reach every lookup and cart state (a computation: no browser needed). */
import { describe, expect, it } from 'vitest';
import { uiRegionsCovered, variantUiPaths } from './variant.ui-paths';

describe('the variant UI paths', () => {
  it('cover every lookup and cart state', () => {
    const regions = uiRegionsCovered(variantUiPaths);
    console.log(`variant UI: ${variantUiPaths.length} shortest paths, states ${regions.join(', ')}`);
    expect(variantUiPaths.length).toBeGreaterThan(0);
    expect(regions).toEqual(['cart.adding', 'cart.idle', 'selection.failed', 'selection.lookingUp', 'selection.ready']);
  });
});
