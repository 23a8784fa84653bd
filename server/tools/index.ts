// Wiring: every tool group registered against one runtime, in the documented order.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Runtime } from '../context.ts';
import { addTool } from '../tool.ts';
import { historyTool, listTool } from './browse.ts';
import { doctorTool } from './doctor.ts';
import { draftsConfirmTool, draftsEditTool, draftsListTool, draftsRejectTool } from './drafts.ts';
import { forgetManyTool, forgetTool } from './forget.ts';
import { recallHookTool, recallTool } from './recall.ts';
import { proposeTool } from './propose.ts';
import { rememberTool } from './remember.ts';
import { exportTool, importTool } from './transfer.ts';
import { updateTool } from './update.ts';
import { writebackTool } from './writeback.ts';

export function registerTools(server: McpServer, rt: Runtime): void {
  addTool(server, rt, rememberTool);
  addTool(server, rt, recallTool);
  addTool(server, rt, recallHookTool);
  addTool(server, rt, listTool);
  addTool(server, rt, updateTool);
  addTool(server, rt, historyTool);
  addTool(server, rt, forgetTool);
  addTool(server, rt, forgetManyTool);
  addTool(server, rt, exportTool);
  addTool(server, rt, importTool);
  addTool(server, rt, doctorTool);
  addTool(server, rt, draftsListTool);
  addTool(server, rt, draftsConfirmTool);
  addTool(server, rt, draftsEditTool);
  addTool(server, rt, draftsRejectTool);
  addTool(server, rt, writebackTool);
  addTool(server, rt, proposeTool);
}
