/**
 * The app's built index.html, which every preview starts from. The functions
 * build copies dist/index.html to functions/lib/app.html (copy-app-html.mjs),
 * so a deploy carries the page of the same build; the function reads it once
 * per instance. Without a built app (the functions built before the app), a
 * bare page with the same tags stands in and the error is logged: crawlers
 * still get the tags, but the app cannot start from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logger } from 'firebase-functions/v2';

export const APP_HTML_FILE = 'app.html';

const BARE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Wayfare</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let cached: string | undefined;

export function appTemplate(): string {
  if (cached === undefined) {
    const path = join(__dirname, APP_HTML_FILE);
    if (existsSync(path)) {
      cached = readFileSync(path, 'utf8');
    } else {
      logger.error(`${path} is missing: build the app (vite build) before the functions, so their build copies dist/index.html.`);
      cached = BARE_PAGE;
    }
  }
  return cached;
}
