/**
 * The categories in the back office (issue 54), at desktop width: a top category and one under it added through the
 * forms; the one under it renamed (its link name kept) and pictured, dragged to the top before its parent, put back
 * under it by the keyboard's "Move to…", and deleted after a question. axe finds nothing at 1280 and at 390 px, and nothing is wider than the phone.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';

test.describe('the categories in the back office', { tag: '@desktop' }, () => {
  test('a category is added, renamed, dragged, moved by the keyboard and deleted', async ({ page }) => {
    const id = randomUUID().slice(0, 6);
    const top = `Festive ${id}`;
    await signedInStaff(page, 'staff');
    await page.goto('admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const addTop = page.getByRole('form', { name: 'Add a top category' });
    await addTop.getByLabel('Name', { exact: true }).fill(top);
    await addTop.getByRole('button', { name: 'Add' }).click();
    await expect(addTop.getByRole('status')).toHaveText(
      `${top} is added; the shop lists it once a product is filed in it.`,
    );

    const actions = (title: string) => page.getByRole('group', { name: title, exact: true });
    await actions(top).getByRole('button', { name: 'Add under' }).click();
    const addUnder = page.getByRole('form', { name: `Add under ${top}` });
    await addUnder.getByLabel('Name', { exact: true }).fill(`Lehengas ${id}`);
    await addUnder.getByRole('button', { name: 'Add' }).click();
    const sub = `Lehengas ${id}`;
    await expect(actions(sub)).toBeVisible();

    await actions(sub).getByRole('button', { name: 'Edit' }).click();
    // One editor open; its heading follows the name it saves.
    const editor = page.getByRole('form', { name: /^Edit / });
    await editor.getByLabel('Name', { exact: true }).fill(`Bridal lehengas ${id}`);
    const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    await editor
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'bridal.png', mimeType: 'image/png', buffer: picture });
    await expect(editor.getByRole('img')).toHaveAttribute('src', /\/media\/photos\/[0-9a-f]{32}\.png$/);
    await expectScreenAtBothWidths(page, 'categories');
    await editor.getByRole('button', { name: 'Save' }).click();
    const renamed = `Bridal lehengas ${id}`;
    await expect(editor.getByRole('status')).toHaveText(`${renamed} is saved; the shop shows it now.`);
    await expect(actions(renamed).locator('..')).toContainText(`/lehengas-${id}`);
    await editor.getByRole('button', { name: 'Close' }).click();

    // Dragged onto the upper half of its parent's row: a top category just before it. The browser's drag and drop, as
    // the page hears it (a mouse's drag cannot be held still between its events).
    const panel = page.getByRole('region', { name: 'The categories, top first' });
    const tree = panel.getByRole('list', { name: 'The categories, top first' });
    const source = actions(renamed).locator('..');
    const target = actions(top).locator('..');
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    const fire = (type: string, on: typeof source) =>
      on.evaluate(
        (node, [name, carried]) => {
          const box = node.getBoundingClientRect();
          const at = { clientX: box.x + box.width / 2, clientY: box.y + 4 };
          node.dispatchEvent(new DragEvent(name, { bubbles: true, cancelable: true, dataTransfer: carried, ...at }));
        },
        [type, dataTransfer] as const,
      );
    await fire('dragstart', source);
    await fire('dragover', target);
    await fire('drop', target);
    await expect(panel.getByRole('status')).toHaveText(`${renamed} is moved; its products moved with it.`);
    const topRows = tree.locator(':scope > li > div');
    await expect(topRows.filter({ has: actions(renamed) })).toHaveCount(1);

    await actions(renamed).getByRole('button', { name: 'Move to…' }).click();
    const moveTo = page.getByRole('form', { name: `Move ${renamed} to…` });
    await moveTo.getByLabel('Put it under').selectOption({ label: top });
    await moveTo.getByRole('button', { name: 'Move' }).click();
    await expect(panel.getByRole('status')).toHaveText(`${renamed} is moved; its products moved with it.`);
    await expect(topRows.filter({ has: actions(renamed) })).toHaveCount(0);

    await actions(renamed).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: `Delete ${renamed}` });
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByRole('status')).toHaveText(`${renamed} is deleted.`);
    await expect(actions(renamed)).toHaveCount(0);

    await actions(top).getByRole('button', { name: 'Move to…' }).click();
    await expectScreenAtBothWidths(page, 'categories-move');
  });
});
