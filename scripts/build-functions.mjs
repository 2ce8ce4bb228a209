// Builds the functions package (functions/lib) unless it is already built from
// the current sources; `--force` builds it anyway. Run after the app's build:
// the bundle carries the app's page as the link previews' template.
import { buildFunctions } from './lib/emulators.mjs';

buildFunctions({ force: process.argv.includes('--force') });
