// The question parser's public face: @scout/domain/assistant/parse-question. The parser
// itself lives in question-parser/, one concept a module (sizes, energy, breeds, questions
// about one dog ...), with its words kept as word lists; parse.ts is where to start.
export { parseQuestion } from './question-parser/parse.ts';
export { normalizeText } from './question-parser/text.ts';
export type {
  AssistantVocabulary,
  DogReference,
  HelpTopic,
  ParsedQuestion,
} from './question-parser/parsed-question.ts';
