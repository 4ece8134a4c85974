import type { Project } from '#contract/projects.ts';
import { PROJECT_STATUS } from '#contract/projects.ts';
import type { ProjectListStatus } from './api/project-keys.ts';

/** Tabs of the list, in order: All shows the open projects (the spec's default filter). */
export const LIST_TABS: ProjectListStatus[] = ['open', 'review', 'closed', 'lost'];

/** The specification's date format, d. M. yyyy, in the device's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()}. ${date.getMonth() + 1}. ${date.getFullYear()}`;
}

/** Days left while the project is open; a dash once it is closed, lost, rejected or in review. */
export function daysLeftText(project: Pick<Project, 'days_left' | 'status'>): string {
  return project.status.id === PROJECT_STATUS.open && project.days_left !== null ? String(project.days_left) : '–';
}

/** Only a project without products can be deleted. */
export function canDeleteProject(project: Pick<Project, 'products_count'>): boolean {
  return project.products_count === 0;
}

/** Scan flags matter once the project is being judged: highlighted only when closed or in review. */
export function flagsHighlighted(statusId: number): boolean {
  return statusId === PROJECT_STATUS.closed || statusId === PROJECT_STATUS.review;
}

/** Products are removed (with confirmation) only while the project is open. */
export function canRemoveProducts(statusId: number): boolean {
  return statusId === PROJECT_STATUS.open;
}

/** Up to `size` page numbers around the current one, within 1..last. */
export function pageRange(current: number, last: number, size = 5): number[] {
  const count = Math.min(size, Math.max(last, 0));
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), Math.max(1, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'gray', 4: 'red', 5: 'orange' };
