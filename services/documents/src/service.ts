import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { documentRoutes } from './routes/documents';
import type { DocumentsDb } from './db';

/**
 * Documents with versioned approval, the one owner of the files on restraint's, dispute's and
 * monitoring's records: an engine, not an application, so it has no pages of its own.
 */
export const documentsService: ServiceDefinition<DocumentsDb> = {
  name: 'documents',
  title: 'Documents',
  schema: 'documents',
  apiPrefixes: ['/api/documents'],
  port: 8110,
  migrations,
  routes: [documentRoutes],
};
