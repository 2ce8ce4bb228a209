/**
 * The one place start-up and background errors go. It keeps the last errors
 * for the screen that shows them, logs them for developers, and tells
 * listeners (the layout's notice).
 */
export interface AppErrorReport {
  context: string;
  message: string;
  at: number;
}

type Listener = (report: AppErrorReport) => void;

const listeners = new Set<Listener>();
const reports: AppErrorReport[] = [];

export function reportAppError(context: string, error: unknown): AppErrorReport {
  const message = error instanceof Error ? error.message : String(error);
  const report = { context, message, at: Date.now() };
  reports.push(report);
  if (reports.length > 20) reports.shift();
  console.warn(`[wayfare] ${context}: ${message}`);
  for (const listener of listeners) listener(report);
  return report;
}

export function onAppError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function appErrors(): readonly AppErrorReport[] {
  return reports;
}
