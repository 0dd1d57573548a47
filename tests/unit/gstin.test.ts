import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from '#rules/gstin';
import { texts } from '#rules/texts';

const words = texts.gst.gstin;

describe('a GSTIN', () => {
  it.each([
    // The GST portal's own sample, one of Tamil Nadu, and a Karnataka one made for this test.
    ['27AAPFU0939F1ZV'],
    ['33AACCM9093R1ZP'],
    ['29ABCDE1234F1ZW'],
  ])('%s is one', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('computes the mod-36 check character from the first 14', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toBe('W');
  });

  it.each([
    ['27AAPFU0939F1ZW', words.checkCharacter],
    ['27AAPFU0939F1Z', words.length],
    ['27aapfu0939f1zv', words.length],
    ['27AAPFU0939F1Z-', words.length],
    ['00AAPFU0939F1ZV', words.stateCode('00')],
    ['28AAPFU0939F1ZV', words.stateCode('28')],
    ['27AAPF10939F1ZV', words.pan],
    ['27AAPFU093XF1ZV', words.pan],
    ['27AAPFU0939F0ZV', words.registration],
    ['27AAPFU0939F1YV', words.fourteenth],
  ])('%s is refused in words', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('catches any one character mistyped', () => {
    const valid = '29ABCDE1234F1ZW';
    for (let i = 0; i < 15; i++) {
      const wrong = valid.slice(0, i) + (valid[i] === '7' ? '8' : '7') + valid.slice(i + 1);
      expect(gstinProblem(wrong), wrong).not.toBeNull();
    }
  });
});
