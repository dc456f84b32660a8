// A shelter imports its dogs from a CSV file (issue 17): it downloads the template, uploads
// 30 rows of which 3 are bad, sees the three problems in the dog form's own words, imports
// the other 27, then finds them on its dashboard by search and on the map.
import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { expectCountOf, mapBbox, markersIn, openMap, waitForMapSettled } from './map-helpers';
import { surveyAnswers } from './request-bodies';

/** A town no other test lists in: the map tests read Austin's demo world as it is. */
const TOWN = 'Marfa, TX';

test('a shelter imports 30 rows from the template, 3 of them bad, and finds the 27 dogs', async ({
  shelter: { page },
  browser,
}) => {
  test.setTimeout(90_000);
  const moved = await page.request.patch('/api/lister/profile', { data: { type: 'shelter', location: TOWN } });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto('/shelter-dashboard');
  await page.getByRole('link', { name: 'Import from CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Dogs' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Template' }).click();
  const template = await readFile((await (await downloading).path())!, 'utf8');
  const [header, example] = template.trim().split(/\r?\n/);
  const columns = header!.split(',');
  expect(columns).toContain('external_id');

  // 30 rows from the template's example: new names and ids, and three broken on purpose.
  const cell = (row: string[], column: string) => columns.indexOf(column);
  const exampleCells = parseLine(example!);
  const rows = Array.from({ length: 30 }, (_, i) => {
    const row = [...exampleCells];
    row[cell(row, 'name')] = `Imported Pup ${String(i + 1).padStart(2, '0')}`;
    row[cell(row, 'external_id')] = `E2E-${i + 1}`;
    if (i === 4) row[cell(row, 'name')] = '';
    if (i === 11) row[cell(row, 'age')] = 'old';
    if (i === 22) row[cell(row, 'size')] = 'huge';
    return row.map(quote).join(',');
  });
  const csv = [header, ...rows].join('\n');

  await page.getByLabel('CSV file').setInputFiles({ name: 'dogs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(
    page.getByText('27 rows ready (27 new, 0 updated); 3 rows with problems will be skipped.'),
  ).toBeVisible();
  const problems = page.getByRole('list', { name: 'Rows with problems' });
  await expect(problems.getByText(/^Line \d+$/)).toHaveText(['Line 6', 'Line 13', 'Line 24']);
  await expect(problems.getByText(/^name:/)).toBeVisible();
  await expect(problems.getByText(/^age:/)).toBeVisible();
  await expect(problems.getByText(/^size:/)).toBeVisible();
  await expectNoSeriousViolations(page);
  // The check wrote nothing.
  expect(await page.request.get('/api/lister/dogs/stats').then((r) => r.json())).toMatchObject({ listed: 0 });

  await page.getByRole('button', { name: 'Import 27 dogs' }).click();
  await expect(page.getByText('27 dogs added, 0 dogs updated, 3 rows skipped.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();

  await expect(page.getByText('Showing 24 of 27 dogs')).toBeVisible();
  await page.getByLabel('Search your dogs by name or breed').fill('Imported Pup 07');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Imported Pup 07' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Imported Pup 05' })).toHaveCount(0);

  // On the map, as a guest whose survey put them in the shelter's town: the 27 dogs are the
  // view's dogs, and the count line says so.
  const pup = (await page
    .getByRole('article', { name: 'Imported Pup 07' })
    .getByRole('link', { name: 'View Imported Pup 07' })
    .getAttribute('href'))!;
  const at = (await (await page.request.get(`/api${pup}`)).json()) as { latitude: number; longitude: number };
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto('/');
  await guest.evaluate((profile) => localStorage.setItem('scout.guestProfile', JSON.stringify(profile)), {
    ...surveyAnswers(),
    latitude: at.latitude,
    longitude: at.longitude,
  });
  await openMap(guest);
  await waitForMapSettled(guest);
  const { markers } = await markersIn(guest, await mapBbox(guest));
  const imported = markers.filter((m) => m.name.startsWith('Imported Pup')).map((m) => m.name);
  expect(imported).toHaveLength(27);
  expect(imported).not.toContain('Imported Pup 05');
  expect(await expectCountOf(guest)).toBe(27);
  await context.close();
});

/** One line of a CSV file into its cells (quoted cells may hold commas and doubled quotes). */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else current += c;
  }
  cells.push(current);
  return cells;
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
