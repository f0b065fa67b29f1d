// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { EnrolledClass } from '#contract/payments';
import { EnrolledClassesTable } from './enrolled-classes-table';

const spanish: EnrolledClass = {
  _id: 'e1',
  classId: '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d',
  name: 'Spanish B1',
  price: 120,
  img: '/images/classes/spanish.svg',
  instructor: 'ines@example.com',
  instructorName: 'Inés',
  date: '2026-10-01T08:00:00.000Z',
};

afterEach(cleanup);

describe('the enrolled classes table', () => {
  it("offers each class's sessions as an .ics download", () => {
    renderWithProviders(<EnrolledClassesTable items={[spanish]} />);
    const link = screen.getByRole('link', { name: 'Add to calendar (.ics): Spanish B1' });
    expect(link.getAttribute('href')).toBe(`/api/classes/${spanish.classId}/calendar.ics`);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
