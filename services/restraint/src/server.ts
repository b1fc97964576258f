import { runService } from '@portal/service-kit';
import { restraintService } from './service';

await runService(restraintService);
