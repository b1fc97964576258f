import { runService } from '@portal/service-kit';
import { adminService } from './service';

await runService(adminService);
