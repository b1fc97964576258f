import { runService } from '@portal/service-kit';
import { findingsService } from './service';

await runService(findingsService);
