import type { Page, Request } from 'playwright-core';

interface Row {
  url: string;
  type: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

/**
 * Records a page load's requests (BENCH_WATERFALL): what was asked for, in what order, when each started and
 * ended (ms from the navigation's request) and its transferred size, to print once the page is usable.
 */
export function recordWaterfall(page: Page) {
  const finished: Promise<Row>[] = [];
  let origin = 0;
  page.on('requestfinished', (request: Request) => {
    finished.push(
      (async () => {
        const timing = request.timing();
        const sizes = await request.sizes();
        if (request.isNavigationRequest()) origin = timing.startTime;
        return {
          url: new URL(request.url()).pathname + new URL(request.url()).search,
          type: request.resourceType(),
          startMs: timing.startTime,
          endMs: timing.startTime + timing.responseEnd,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      })(),
    );
  });
  return async (usableMs: number) => {
    const rows = (await Promise.all(finished)).sort((a, b) => a.startMs - b.startMs);
    for (const row of rows) {
      const start = row.startMs - origin;
      const end = row.endMs - origin;
      console.log(
        `${start.toFixed(0).padStart(6)} ${end.toFixed(0).padStart(6)} ${(row.bytes / 1024).toFixed(1).padStart(7)} KiB  ${row.type.padEnd(10)} ${row.url}`,
      );
    }
    console.log(`usable at ${usableMs.toFixed(0)} ms (page clock), ${rows.length} requests finished`);
  };
}
