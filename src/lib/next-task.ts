/**
 * Resolves in a task of its own (a message to itself, which the browser does
 * not hold back as it does short timers): work after it runs in a new task,
 * so the browser can paint and answer input in between, rather than in one
 * long task with the work before it (docs/performance.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
