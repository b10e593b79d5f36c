import { errorCatalogue } from '@custodia/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths.ts';
import { ApiError } from '../platform/http.ts';

/** Where the person goes once the task is no longer theirs to work: the task box (spec §4/§8). */
export function useLeaveTask() {
  const navigate = useNavigate();
  const leave = () => navigate(paths.taskBox);
  return {
    leave,
    // Spec §8 50059: the task is no longer theirs; the transport has said so.
    leaveIfTaken: (error: unknown) => {
      if (error instanceof ApiError && error.code === errorCatalogue.taskNotAvailable.code) leave();
    },
  };
}
