// Builders for small, real-shaped host transcripts written by the tests themselves.
import { randomUUID } from 'node:crypto';

export function claudeUserLine(text: string, options: { sessionId: string; cwd: string; uuid?: string; isMeta?: boolean }): string {
  return JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    userType: 'external',
    cwd: options.cwd,
    sessionId: options.sessionId,
    version: '2.1.330',
    gitBranch: 'main',
    type: 'user',
    message: { role: 'user', content: text },
    uuid: options.uuid ?? randomUUID(),
    timestamp: new Date().toISOString(),
    ...(options.isMeta ? { isMeta: true } : {}),
  });
}

export function claudeAssistantLine(text: string, options: { sessionId: string; cwd: string }): string {
  return JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    userType: 'external',
    cwd: options.cwd,
    sessionId: options.sessionId,
    version: '2.1.330',
    type: 'assistant',
    message: { id: `msg_${randomUUID().replace(/-/g, '')}`, role: 'assistant', model: 'claude-test', content: [{ type: 'text', text }] },
    uuid: randomUUID(),
    timestamp: new Date().toISOString(),
  });
}

export function claudeTurn(userText: string, options: { sessionId: string; cwd: string }): string {
  return `${claudeUserLine(userText, options)}\n${claudeAssistantLine('Understood.', options)}\n`;
}
