import { Card } from 'antd';
import { generatePath, useNavigate } from 'react-router';
import { RecordNumberFinder } from '../files/index.ts';
import { paths } from '../platform/paths.ts';

/** Spec §2 `/record/list/record`: a record found by its filing number, and opened. */
export default function RecordByNumberPage() {
  const navigate = useNavigate();
  return (
    <Card>
      <RecordNumberFinder
        onFound={(record) =>
          navigate(generatePath(paths.recordDetails, { recordId: record.id, id: record.form_id }))
        }
      />
    </Card>
  );
}
