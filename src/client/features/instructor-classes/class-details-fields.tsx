import type { ClassForm } from './class-form';
import type { ScheduleAnswer } from './locked-schedule';
import { PlaceFields } from './place-fields';
import { ScheduleSection } from './schedule-fields';
import { SubjectFields } from './subject-fields';

/**
 * Language, level, description, format and schedule, with a live preview of the sessions.
 * `lockedSchedule` (students are enrolled): the schedule is shown, not changed.
 */
export function ClassDetailsFields({
  form,
  idPrefix,
  lockedSchedule,
  reviewNotes = false,
  classId,
}: {
  form: ClassForm;
  idPrefix: string;
  lockedSchedule?: ScheduleAnswer | null;
  /** The class being edited: its own sessions are no clash. */
  classId?: string;
  /** An approved class's edit: language and level say that changing them sends it back for approval. */
  reviewNotes?: boolean;
}) {
  return (
    <>
      <SubjectFields form={form} idPrefix={idPrefix} reviewNotes={reviewNotes} />
      <PlaceFields form={form} idPrefix={idPrefix} />
      <ScheduleSection form={form} idPrefix={idPrefix} lockedSchedule={lockedSchedule} classId={classId} />
    </>
  );
}
