/**
 * The shop's invoicing settings (issue 53, decision 0051): its GSTIN, checked down to its
 * check character, its legal name and address, and its invoice series prefix. A refused
 * file says why in words and changes nothing.
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
  it('take a GSTIN in any case, the legal name and address and the prefix, and print them back', async () => {
    await apply({
      invoice: {
        gstin: ' 27aapfu0939f1zv ',
        legal_name: 'Asha Textiles LLP',
        legal_address: '4 Linking Road, Mumbai, Maharashtra 400050',
        series_prefix: 'AT26',
      },
    });
    expect(await readSiteContent(database.db, 'invoice_details')).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legal_name: 'Asha Textiles LLP',
      legal_address: '4 Linking Road, Mumbai, Maharashtra 400050',
      invoice_prefix: 'AT26',
    });
    expect(parse(await printSettings(database.db)).invoice).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legal_name: 'Asha Textiles LLP',
      legal_address: '4 Linking Road, Mumbai, Maharashtra 400050',
      series_prefix: 'AT26',
    });
    // An empty GSTIN: the shop is not registered, and its documents say so.
    await apply({ invoice: { gstin: '' } });
    expect((await readSiteContent(database.db, 'invoice_details'))!.gstin).toBe('');
  });

  it('refuses a GSTIN whose check character is wrong, and a prefix the series cannot carry, in words', async () => {
    await apply({ invoice: { gstin: '33AACCM9093R1ZP', series_prefix: 'SF' } });
    const file = path.join(dir, 'settings.json');
    await expect(apply({ invoice: { gstin: '33AACCM9093R1ZQ', series_prefix: 'SF/26' } })).rejects.toThrow(
      [
        `${file} was not applied:`,
        `  invoice.gstin: ${texts.gst.gstin.checkCharacter}`,
        `  invoice.series_prefix: ${texts.gst.invoicePrefix}`,
      ].join('\n'),
    );
    await expect(apply({ invoice: { gstin: '99AACCM9093R1ZP' } })).rejects.toThrow(texts.gst.gstin.stateCode('99'));
    await expect(apply({ invoice: { gstin: '33AACCM9093R1YP' } })).rejects.toThrow(texts.gst.gstin.fourteenth);
    expect(await readSiteContent(database.db, 'invoice_details')).toMatchObject({
      gstin: '33AACCM9093R1ZP',
      invoice_prefix: 'SF',
    });
  });
});
