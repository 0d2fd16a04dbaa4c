// The transcript fold is shared with the Live session story: one implementation in demo/client.
export { addNote, addPrompt, foldUpdate, type TranscriptItem } from '../../../../demo/client/transcript';
