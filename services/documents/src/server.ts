import { runService } from '@portal/service-kit';
import { documentsService } from './service';

await runService(documentsService);
