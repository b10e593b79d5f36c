import { Alert } from 'antd';
import { ApiError } from '../platform/http.ts';

/** The tasks a refusal names, under `tasks.<id>` of its data, with why each one. */
export function refusedTasks(error: unknown, labels: Readonly<Record<string, string>> = {}) {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([key]) => key.startsWith('tasks.'))
    .map(([key, why]) => {
      const id = key.slice('tasks.'.length);
      return { id, label: labels[id] ?? id, why };
    });
}

/** A refusal of the selection or of the batch: what the server said, and the tasks it is about. */
export function BatchRefusal({
  error,
  labels,
}: {
  error: unknown;
  labels?: Readonly<Record<string, string>>;
}) {
  const tasks = refusedTasks(error, labels);
  return (
    <Alert
      type="error"
      showIcon
      title={error instanceof ApiError ? error.detail : String(error)}
      description={
        tasks.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {tasks.map((task) => (
              <li key={task.id}>
                {task.label}: {task.why}
              </li>
            ))}
          </ul>
        )
      }
      data-testid="batch-refused"
    />
  );
}
