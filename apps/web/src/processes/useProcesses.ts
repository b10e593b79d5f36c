import {
  type CommentInput,
  type DataFormValues,
  errorCatalogue,
  type InterruptInput,
  type ProcessTaskDto,
  processesApi,
  type ReassignTaskInput,
  type ReturnTaskInput,
  type StartProcessInput,
  type TaskDetailDto,
  TaskStatus,
  type TaskStatusInput,
  taskWorkApi,
} from '@custodia/contracts';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReadsSparing } from '../platform/queryKeys.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';

/** Spec §8: the task's step no longer allows reassigning it, said where the users are picked. */
export const reassignRefusals = [errorCatalogue.reassignNotAllowed.code];

/**
 * Refusals of completing a task the holder acts on from the task's screen: a responsible to choose
 * or no longer valid, a step nobody can take, a gateway that cannot choose a path.
 */
export const completeRefusals = [
  errorCatalogue.nextUserRequired.code,
  errorCatalogue.nextUserInvalid.code,
  errorCatalogue.stepWithoutResponsible.code,
  errorCatalogue.gatewayNoFlow.code,
  errorCatalogue.gatewayBothFlows.code,
];

export function useRecordProcesses(formId: string, recordId: string) {
  return useQuery(readQuery(processesApi.ofRecord, { params: { formId, recordId } }));
}

export function useProcess(id: string) {
  return useQuery(
    readQuery(
      processesApi.get,
      { params: { id } },
      { handledCodes: [errorCatalogue.processNotFound.code] },
    ),
  );
}

/** The first steps of the workflow chosen to start, and whom the starter may give them to. */
export function useStartChoices(workflowId: string | undefined) {
  return useQuery(
    readQuery(processesApi.startChoices, workflowId ? { params: { workflowId } } : skipToken),
  );
}

/**
 * After any change to a process, its screens, its tasks (and whom they may go to) and the record's
 * list of processes are stale; those of a task the change takes away (`leaving`) are left as they
 * are.
 */
function useProcessChange<I, R>(send: (input: I) => Promise<R>, leaving: string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      invalidateReadsSparing(queryClient, leaving, processesApi.get.tag, taskWorkApi.candidates),
  });
}

/** `key` is the dialog's: a doubled press or a retry starts one process. */
export function useStartProcess() {
  return useProcessChange(({ input, key }: { input: StartProcessInput; key: string }) =>
    call(processesApi.start, { body: input }, { headers: { 'Idempotency-Key': key } }),
  );
}

export function useInterruptProcess(id: string) {
  return useProcessChange((input: InterruptInput) =>
    call(processesApi.interrupt, { params: { id }, body: input }),
  );
}

export function useCommentProcess(id: string) {
  return useProcessChange((input: CommentInput) =>
    call(processesApi.comment, { params: { id }, body: input }),
  );
}

/**
 * The details of the process's tasks in progress, for what the person may do with each (open it,
 * comment on it): a detail that cannot be read is left out, without a word.
 */
export function useOpenTasks(tasks: ProcessTaskDto[]) {
  return useQueries({
    queries: tasks
      .filter((task) => task.status === TaskStatus.inProgress)
      .map((task) => readQuery(processesApi.task, { params: { id: task.id } }, { quiet: true })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}

/** `key` is the task screen's, so a doubled press completes the task once. */
export function useCompleteTask(id: string) {
  return useProcessChange(({ input, key }: { input: TaskStatusInput; key: string }) =>
    call(
      processesApi.complete,
      { params: { id }, body: input },
      { handledCodes: completeRefusals, headers: { 'Idempotency-Key': key } },
    ),
  );
}

/**
 * The steps completing the task leads to whose responsible its holder chooses. While a gateway on
 * the way reads the data form being filled, the server says where `values` lead once they stop
 * changing; until it first has, only the steps known to come are asked for.
 */
export function useChoosableNextSteps(task: TaskDetailDto, values: DataFormValues) {
  const choosable = task.next_steps.filter((step) => step.candidates.length > 0);
  const waiting = choosable.some((step) => !step.determined);
  // Debounced as text: the values are a new object at every render.
  const settled = useDebouncedValue(JSON.stringify(values));
  const led = useQuery({
    ...readQuery(
      processesApi.nextSteps,
      waiting ? { params: { id: task.id }, body: { data_form: JSON.parse(settled) } } : skipToken,
      // A failed guess leaves the last answer: completing says what is wrong.
      { quiet: true },
    ),
    placeholderData: keepPreviousData,
  });
  const steps = waiting ? (led.data ?? choosable.filter((step) => step.determined)) : choosable;
  return steps.filter((step) => step.candidates.length > 0);
}

/** Asked when the reassign dialog opens; its refusal (50016) is said in the dialog. */
export function useReassignCandidates(id: string, open: boolean) {
  return useQuery(
    readQuery(taskWorkApi.candidates, open ? { params: { id } } : skipToken, {
      handledCodes: reassignRefusals,
    }),
  );
}

export function useReassignTask(id: string) {
  return useProcessChange(
    (input: ReassignTaskInput) => call(taskWorkApi.reassign, { params: { id }, body: input }),
    [id],
  );
}

export function useReturnChoices(id: string, open: boolean) {
  return useQuery(readQuery(processesApi.returnChoices, open ? { params: { id } } : skipToken));
}

export function useReturnTask(id: string) {
  return useProcessChange(
    (input: ReturnTaskInput) => call(processesApi.return, { params: { id }, body: input }),
    [id],
  );
}
