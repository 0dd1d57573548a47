/**
 * The shop's GST settings (issue 53, decisions 0051 and 0052): its GSTIN, checked down to its
 * check character, its legal name and address, its state, its invoice series prefix, the HSN of
 * a product without one, and whether prices hold the GST. A refused file says why in words and
 * changes nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import type { Database } from '#server/db/connect';
import { readSiteContent } from '#server/db/site-content';
import { applySettings, printSettings } from '#server/shop-settings/shop-settings';
import { seededDatabase } from '#tests/support/seeded-database';

let database: Database;
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-invoice-settings-'));
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const apply = (settings: unknown) => {
  const file = path.join(dir, 'settings.json');
  writeFileSync(file, JSON.stringify(settings));
  return applySettings(database.db, { file, mediaDir: path.join(dir, 'media') });
};

describe("the shop's invoicing settings", () => {
  it('take a GSTIN in any case, the legal name and address, the prefix and the ways, and print them back', async () => {
    await apply({
      gst: {
        gstin: ' 27aapfu0939f1zv ',
        legal_name: 'Asha Textiles LLP',
        legal_address: '4 Linking Road, Mumbai, Maharashtra 400050',
        series_prefix: 'AT26',
        default_hsn: '620442',
        prices_include_gst: true,
      },
    });
    expect(await readSiteContent(database.db, 'invoice_details')).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legal_name: 'Asha Textiles LLP',
      legal_address: '4 Linking Road, Mumbai, Maharashtra 400050',
      invoice_prefix: 'AT26',
      // A registered shop is in the state its GSTIN names.
      state: '27',
      default_hsn: '620442',
      prices_include_gst: true,
    });
    expect(parse(await printSettings(database.db)).gst).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legal_name: 'Asha Textiles LLP',
      legal_address: '4 Linking Road, Mumbai, Maharashtra 400050',
      state: 'Maharashtra',
      series_prefix: 'AT26',
      default_hsn: '620442',
      prices_include_gst: true,
    });
    // An empty GSTIN: the shop is not registered, and its documents say so; its state is then its own word.
    await apply({ gst: { gstin: '', state: 'tamil nadu', prices_include_gst: false } });
    expect(await readSiteContent(database.db, 'invoice_details')).toMatchObject({ gstin: '', state: '33' });
  });

  it('refuses a GSTIN whose check character is wrong, and a prefix the series cannot carry, in words', async () => {
    await apply({ gst: { gstin: '33AACCM9093R1ZP', series_prefix: 'SF' } });
    const file = path.join(dir, 'settings.json');
    await expect(apply({ gst: { gstin: '33AACCM9093R1ZQ', series_prefix: 'SF/26' } })).rejects.toThrow(
      [
        `${file} was not applied:`,
        `  gst.gstin: ${texts.gst.gstin.checkCharacter}`,
        `  gst.series_prefix: ${texts.gst.invoicePrefix}`,
      ].join('\n'),
    );
    await expect(apply({ gst: { gstin: '99AACCM9093R1ZP' } })).rejects.toThrow(texts.gst.gstin.stateCode('99'));
    await expect(apply({ gst: { gstin: '33AACCM9093R1YP' } })).rejects.toThrow(texts.gst.gstin.fourteenth);
    await expect(apply({ gst: { gstin: '33AACCM9093R1ZP', state: 'Kerala', default_hsn: '62044' } })).rejects.toThrow(
      [`  gst.default_hsn: ${texts.gst.hsn}`, `  gst.state: ${texts.gst.stateAgainstGstin}`].join('\n'),
    );
    await expect(apply({ gst: { state: 'Atlantis' } })).rejects.toThrow(`gst.state: ${texts.gst.stateUnknown}`);
    expect(await readSiteContent(database.db, 'invoice_details')).toMatchObject({
      gstin: '33AACCM9093R1ZP',
      invoice_prefix: 'SF',
    });
  });
});
