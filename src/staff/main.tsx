// The staff console's entry (staff.html, decision 0277): a page of its own, apart from the installer's app, which
// never loads any of it. Staff sit at a desk on a fast line: the console starts in one go, no paint-first steps.
import './staff-styles.ts';
import { createRoot } from 'react-dom/client';
import { applyContrast } from '#src/components/shell/display-mode.ts';
import { initialLocale } from '#src/lib/i18n/language-store.ts';
import { StaffApp } from './staff-app.tsx';
import { activateStaffLocale } from './staff-i18n.ts';

applyContrast();
await activateStaffLocale(initialLocale());
createRoot(document.getElementById('root')!).render(<StaffApp />);
