import { chosenFileProblem, limits, message, type UploadLimitsDto } from '@custodia/contracts';

/** A file chosen to be attached, with the subject and the documentary type the person gives it. */
export type ChosenFile = { file: File; subject: string; documentaryType: string | null };

/**
 * Why one chosen file would be refused, as a message key, judged by the company's limits before
 * anything is sent: its name, its size, its place past the number allowed, its subject. The server
 * judges again, and its content besides.
 */
export function choiceProblem(
  chosen: ChosenFile,
  index: number,
  rules: UploadLimitsDto,
): string | null {
  const problem = chosenFileProblem(chosen.file, index, rules);
  if (problem) return problem;
  const subject = chosen.subject.trim().length;
  if (subject < limits.fileSubject.min || subject > limits.fileSubject.max) {
    return message('validation.between', limits.fileSubject);
  }
  return null;
}

/** Whether every chosen file passes the company's limits. */
export function choiceIsValid(files: ChosenFile[], rules: UploadLimitsDto): boolean {
  return files.every((chosen, index) => choiceProblem(chosen, index, rules) === null);
}
