import { useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';

/**
 * Where the person goes once done with a task: the task box (spec §4). A task no longer theirs
 * (50059) sends them there too, from the transport, whichever call heard it.
 */
export function useLeaveTask() {
  const navigate = useNavigate();
  return { leave: () => navigate(paths.taskBox) };
}
