// How a project is set up and how the user wants to be answered, said in the common short
// forms the other tables missed (found by probing everyday phrasings, not read off a bench):
// - a part handled by a tool or sent somewhere: "auth is handled by clerk", "errors are
//   reported to sentry", "env vars are documented in .env.example" (a fact);
// - a convention named by its subject: "commit messages follow conventional commits", "branch
//   names use kebab-case" (a decision);
// - a choice said without its subject: "going with app router, not pages router", "decided to
//   drop IE11 support" (a decision);
// - the language of answers: "respond in spanish" (a preference, the user's own);
// - the user's timezone or working hours: "I work in the EU timezone" (a fact about the user).
// A question, a pointer at something on screen ("this error is sent to …") or a bound to this
// turn is none of these. Pure.
import { prefilter } from './prefilter.ts';

const HANDLED_BY =
  /^(?!(?:the |our |all )?(?:this|that|it|these|those)\b|(?:the |this |that )?(?:bug|issue|error|error message|problem|crash|fix|change|request|response)\b)(?:the |our |all )?[a-z][\w.-]*(?: [a-z][\w.-]*){0,2} (?:is|are) (?:handled|managed|reported|sent|logged|documented|tracked|hosted|served|stored|kept|generated|validated|cached|queued|scheduled|authenticated) (?:by|to|in|on|via|through|with) \S/i;
const SUBJECT_CONVENTION =
  /^(?:all |our |the )?(?:commit messages?|commits|branch(?:es| names?)|prs|pull requests|pr titles|file ?names|folders?|directories|components|hooks|tests|test files|variables|functions|classes|types|interfaces|tables|columns|endpoints|routes|env vars|environment variables|css classes|migrations|ids) (?:follow|use|are named|are written in|are prefixed with|start with|end with|must|should always|go in|live in)\b/i;
const SUBJECTLESS_CHOICE =
  /^(?:ok(?:ay)?,? |so,? |then,? |alright,? )?(?:(?:we )?decided to (?:use|go with|drop|keep|stick with|switch to|move to|adopt|remove|support)|going with|gonna go with|sticking with|switching to) (?!(?:the )?(?:first|second|third|last|other|same|former|latter|one|it|that|this|them|those|these|option|approach)\b)\S/i;
const ANSWER_LANGUAGE =
  /^(?:please |pls |and |also )?(?:always )?(?:respond|reply|answer|talk|speak)(?: to me)? (?:only )?in (?:english|spanish|french|german|portuguese|italian|japanese|chinese|korean|russian|dutch|polish|turkish|hindi|arabic|hebrew|swedish|danish|norwegian|finnish|czech|greek|ukrainian|vietnamese|indonesian|thai)\b/i;
const USER_HOURS = /^I(?:'m| am)? (?:work(?:ing)? |based |located |live |living )?in (?:the )?[\w/+-]+(?: [\w/+-]+)? time ?zone\b|^my time ?zone is \S/i;
const BOUND = /\?|\b(?:for now|right now|this time|for this|today|anymore)\b/i;

export type SetupShape = 'fact' | 'project_decision' | 'preference' | 'user_fact';

export function setupShape(s: string): SetupShape | null {
  if (BOUND.test(s)) return null;
  if (ANSWER_LANGUAGE.test(s)) return 'preference';
  if (USER_HOURS.test(s)) return 'user_fact';
  if (SUBJECTLESS_CHOICE.test(s) || SUBJECT_CONVENTION.test(s)) return 'project_decision';
  if (HANDLED_BY.test(s)) return 'fact';
  return null;
}

prefilter(HANDLED_BY, SUBJECT_CONVENTION, SUBJECTLESS_CHOICE, ANSWER_LANGUAGE, USER_HOURS, BOUND);
