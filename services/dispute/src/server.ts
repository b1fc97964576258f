import { runService } from '@portal/service-kit';
import { disputeService } from './service';

await runService(disputeService);
