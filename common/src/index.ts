// First: configures zod before any schema below is built (see zod-browser.ts).
import './zod-browser.ts';
export * from './extensions.ts';
export * from './stats-keys.ts';
export * from './status.ts';
export * from './term.ts';
export * from './schemas/admin.ts';
export * from './schemas/errors.ts';
export * from './schemas/fields.ts';
export * from './schemas/forms.ts';
export * from './schemas/history.ts';
export * from './schemas/lookup.ts';
export * from './schemas/meta.ts';
export * from './schemas/registrations.ts';
export * from './redis-keys.ts';
export * from './lookup-fields.ts';
export * from './schemas/responses.ts';
export * from './web-routes.ts';
export * from './hidden-name.ts';
