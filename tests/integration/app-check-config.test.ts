// App Check on the callables: enforced by the ENFORCE_APP_CHECK param, which
// the deployed projects' files set to true and the testing stage (the
// emulator, which cannot verify tokens offline) leaves false; and every
// callable goes through callable(), which applies it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = resolve(import.meta.dirname, '../../functions');

function param(file: string, name: string): string | undefined {
  return new RegExp(`^${name}=(.*)$`, 'm').exec(readFileSync(join(FUNCTIONS, file), 'utf8'))?.[1]?.trim();
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('App Check configuration', () => {
  it('is enforced in production and staging, and not in the testing stage', () => {
    const projects = JSON.parse(readFileSync(resolve(FUNCTIONS, '../.firebaserc'), 'utf8')) as { projects: Record<string, string> };
    expect(param(`.env.${projects.projects.production}`, 'ENFORCE_APP_CHECK')).toBe('true');
    expect(param(`.env.${projects.projects.staging}`, 'ENFORCE_APP_CHECK')).toBe('true');
    expect(param('.env', 'ENFORCE_APP_CHECK')).toBe('false');
  });

  it('every callable is made with callable(), which passes the param as enforceAppCheck', () => {
    const wrapper = readFileSync(join(FUNCTIONS, 'src/http/callable.ts'), 'utf8');
    expect(wrapper).toMatch(/enforceAppCheck: ENFORCE_APP_CHECK/);
    const direct = sources(join(FUNCTIONS, 'src')).filter((file) => !file.endsWith('http/callable.ts') && /\bonCall\s*[(<]/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
    const index = readFileSync(join(FUNCTIONS, 'src/index.ts'), 'utf8');
    expect(index.match(/export const \w+ = callable\(/g)?.length).toBeGreaterThanOrEqual(7);
  });
});
