import { errorCatalogue, refusedFileKey } from '@custodia/contracts';
import { Alert } from 'antd';
import { ApiError } from '../platform/http.ts';

/**
 * A refused upload (500054) explained file by file, in the order they were sent, with the reason
 * the server gave each; any other failure says what it said.
 */
export function UploadRefusal({ error, count }: { error: unknown; count: number }) {
  if (!(error instanceof ApiError)) return null;
  const reasons =
    error.code === errorCatalogue.filesRefused.code
      ? Array.from({ length: count }, (_, index) => error.fieldErrors[refusedFileKey(index)])
      : [];
  return (
    <Alert
      type="error"
      showIcon
      title={error.detail}
      description={
        reasons.length > 0 && (
          <ul>
            {reasons
              .filter((reason): reason is string => reason !== undefined)
              .map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
          </ul>
        )
      }
      data-testid="upload-refusal"
    />
  );
}
