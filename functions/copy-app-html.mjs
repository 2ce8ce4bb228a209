// Part of the functions build: copies the built app's page (dist/index.html)
// to lib/app.html, the template of the server-rendered link previews
// (src/link-preview/template.ts). Run after `vite build` of the app; without
// it the previews answer a bare page and log why.
import { copyFileSync, existsSync } from 'node:fs';
import { stderr } from 'node:process';
import { join } from 'node:path';

const here = import.meta.dirname;
const source = join(here, '..', 'dist', 'index.html');
const target = join(here, 'lib', 'app.html');
if (existsSync(source)) {
  copyFileSync(source, target);
} else {
  stderr.write('functions: no dist/index.html yet (app not built): through Hosting, link previews answer a bare page until it is (npm start passes its own).\n');
}
