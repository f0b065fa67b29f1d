import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  languageClass,
  scheduleCheckAnswer,
  type CreateClassBody,
  type UpdateClassBody,
} from '#contract/classes';
import type { ScheduleInput } from '#contract/schedule';
import { deletedCountAnswer, insertedIdAnswer, modifiedCountAnswer } from '#contract/common';
import { classSession, type CancelSessionBody, type MoveSessionBody } from '#contract/sessions';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** Under ['classes'], so every change that refreshes the public lists refreshes this one too. */
export function instructorClassesQuery(email: string) {
  return queryOptions({
    queryKey: queryKeys.classes.instructor(email),
    queryFn: ({ signal }) =>
      api(`/classes/${encodeURIComponent(email)}`, { schema: z.array(languageClass), signal }),
  });
}

/**
 * Whether a schedule being written clashes with another class of the instructor (`classId`: the class being
 * edited). Under ['classes'], so adding or changing a class checks again.
 */
export function scheduleCheckQuery(schedule: ScheduleInput | null, classId?: string) {
  return queryOptions({
    queryKey: queryKeys.classes.scheduleCheck(classId ?? null, schedule),
    queryFn: ({ signal }) =>
      api('/classes/schedule-check', {
        method: 'POST',
        body: { schedule, ...(classId ? { classId } : {}) },
        schema: scheduleCheckAnswer,
        signal,
      }),
    enabled: schedule !== null,
    staleTime: 30_000,
    retry: false,
  });
}

function useRefreshClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.classes.all });
}

export function useAddClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: CreateClassBody) =>
      api('/classes', { method: 'POST', body, schema: insertedIdAnswer }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateClassBody }) =>
      api(`/classes/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: modifiedCountAnswer }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/classes/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountAnswer }),
    onSettled: () => refresh(),
  });
}

const sessionPath = (classId: string, sessionId: string, action: 'move' | 'cancel') =>
  `/classes/${encodeURIComponent(classId)}/sessions/${encodeURIComponent(sessionId)}/${action}`;

export function useMoveSession(classId: string) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: string; body: MoveSessionBody }) =>
      api(sessionPath(classId, sessionId, 'move'), { method: 'POST', body, schema: classSession }),
    onSuccess: () => refresh(),
  });
}

export function useCancelSession(classId: string) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: string; body: CancelSessionBody }) =>
      api(sessionPath(classId, sessionId, 'cancel'), { method: 'POST', body, schema: classSession }),
    onSuccess: () => refresh(),
  });
}
