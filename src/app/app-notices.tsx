import { useEffect, useState } from 'react';
import { onAppError, type AppErrorReport } from './error-handler';

/** Start-up and background problems, announced politely and dismissible. */
export function AppNotices() {
  const [notices, setNotices] = useState<AppErrorReport[]>([]);
  useEffect(
    () =>
      onAppError((report) => {
        if (report.context === 'route') return;
        setNotices((current) => [...current.slice(-2), report]);
      }),
    [],
  );
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div className="notice" key={notice.at + notice.context}>
          <p>
            <strong>Some features are unavailable.</strong> {notice.message}
          </p>
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setNotices((current) => current.filter((n) => n !== notice))}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
