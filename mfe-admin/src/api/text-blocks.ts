import { type TextBlock } from '@portal/shared-contracts';
import { type UpdateTextBlockRequest } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** Every block, hidden ones too, paged (identity's GET api/text-blocks, under App.textblocks.manage). */
export const TEXT_BLOCKS_PATH = 'text-blocks';

/** Saves a block; the answer is the block as stored, its HTML sanitised by the server. Not retried: the first try may have saved it. */
export function saveTextBlock(id: number, body: UpdateTextBlockRequest): Promise<TextBlock> {
  return http.put(`text-blocks/${id}`, { json: body, retry: 0 }).json<TextBlock>();
}
