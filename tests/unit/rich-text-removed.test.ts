/**
 * What cleaning a description reports: `dangerous` only for what could run, submit or frame
 * (a script, a frame, a form, an event attribute, a javascript: link); a style, class or id
 * attribute is dropped quietly, `cleaned` but not `dangerous`.
 */
import { describe, expect, it } from 'vitest';
import { cleanRichText } from '#server/content/rich-text';

describe('cleanRichText', () => {
  it.each([
    '<p>Hi<script>alert(1)</script></p>',
    '<p>Hi</p><iframe src="https://example.test/"></iframe>',
    '<form action="/x"><input name="q"></form>',
    '<img src="a.png" onerror="alert(1)">',
    '<a href="javascript:alert(1)">Go</a>',
  ])('%j is reported as dangerous', async (html) => {
    expect(await cleanRichText(html)).toMatchObject({ cleaned: true, dangerous: true });
  });

  it.each([
    ['<p><span style="font-weight: bold">Soft</span> cotton</p>', '<p><span>Soft</span> cotton</p>'],
    ['<p class="lead" id="intro">Soft cotton</p>', '<p>Soft cotton</p>'],
  ])('%j is cleaned quietly', async (html, kept) => {
    expect(await cleanRichText(html)).toEqual({
      html: kept,
      cleaned: true,
      dangerous: false,
      text: expect.any(String),
    });
  });

  it('a clean description is neither', async () => {
    expect(await cleanRichText('<p><b>Soft</b> cotton</p>')).toMatchObject({ cleaned: false, dangerous: false });
  });
});
