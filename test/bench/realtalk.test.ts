import test from 'node:test';
import assert from 'node:assert/strict';
import { cleanEvidence, emptyEvidenceCounts, parseChatTime, readConversation } from '../../bench/lib/realtalk.mjs';

const KNOWN = new Set(['D1:11', 'D3:18', 'D5:3', 'D12:3', 'D12:4', 'D12:5', 'D13:45', 'D20:19', 'D2:18', 'D17:39', 'D23:29', 'D13:4', 'D14:4']);

test('well-formed evidence ids are kept as they are, once each', () => {
  const counts = emptyEvidenceCounts();
  assert.deepEqual(cleanEvidence(['D1:11', 'D3:18', 'D1:11'], KNOWN, counts), ['D1:11', 'D3:18']);
  assert.deepEqual({ ...counts }, { ...emptyEvidenceCounts(), entries: 3, well_formed: 3, kept: 2 });
});

test('malformed evidence with one reading is normalized, and each case is counted', () => {
  const cases: Array<[string, string[]]> = [
    ['D5:3.', ['D5:3']],
    ['D1:11; D3:18', ['D1:11', 'D3:18']],
    ['D13:4. D14:4', ['D13:4', 'D14:4']],
    ['D12:3-D12:5', ['D12:3', 'D12:4', 'D12:5']],
    ['D 2:18', ['D2:18']],
    ['D17;39', ['D17:39']],
    ['23:29', ['D23:29']],
    ['D13:45:D20:19', ['D13:45', 'D20:19']],
  ];
  for (const [raw, want] of cases) {
    const counts = emptyEvidenceCounts();
    assert.deepEqual(cleanEvidence([raw], KNOWN, counts), want, raw);
    assert.equal(counts.normalized, 1, raw);
    assert.equal(counts.normalized_ids, want.length, raw);
    assert.equal(counts.well_formed, 0, raw);
  }
});

test('evidence with no reading, or naming a message the file lacks, is dropped and counted', () => {
  const counts = emptyEvidenceCounts();
  assert.deepEqual(cleanEvidence(['', 'D:56', 'D58', 'D2:7', 'D12:3-D12:9', 42], KNOWN, counts), ['D12:3', 'D12:4', 'D12:5']);
  assert.equal(counts.unreadable, 4, 'empty, "D:56", "D58" and a non-string');
  assert.equal(counts.dangling, 1 + 4, '"D2:7" and D12:6-9 of the range');
  assert.equal(counts.kept, 3);
});

test('a conversation becomes messages with their session and time, and questions with cleaned evidence', () => {
  const counts = emptyEvidenceCounts();
  const conversation = readConversation({
    name: { speaker_1: 'A', speaker_2: 'B' },
    session_2: [{ clean_text: ' Later. ', speaker: 'B', date_time: '31.12.2023, 09:00:00', dia_id: 'D1:3' }],
    session_1: [
      { clean_text: 'Hello there', speaker: 'A', date_time: '30.12.2023, 22:42:04', dia_id: 'D1:1' },
      { clean_text: 'Hi!', speaker: 'B', date_time: '30.12.2023, 22:43:00', dia_id: 'D1:2' },
    ],
    session_1_date_time: '30.12.2023, 22:42:04',
    qa: [{ question: 'Who said hello?', answer: 'A', evidence: ['D1:1.', 'D1:3', 'D9:9'], category: 1 }],
  }, counts);
  assert.deepEqual(conversation.messages.map((m) => [m.id, m.session, m.text]), [['D1:1', 1, 'Hello there'], ['D1:2', 1, 'Hi!'], ['D1:3', 2, 'Later.']]);
  assert.equal(conversation.messages[0].at, Date.UTC(2023, 11, 30, 22, 42, 4));
  assert.deepEqual(conversation.questions, [{ question: 'Who said hello?', category: 1, evidence: ['D1:1', 'D1:3'] }]);
  assert.equal(counts.dangling, 1);
  assert.equal(parseChatTime('2023-12-30'), null);
});
