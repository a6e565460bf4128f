package fuse

import "github.com/evicortex/evicortex/internal/prefilter"

// A made-up scene. An assistant that teaches, coaches or plays sets its
// user a part to play ("Role-play: you are a receptionist answering the
// phone. Your company is Gorsemoor Insurance.", "Let's pretend you're a
// customer at a bakery; your character is oat-free.") or a drill to
// answer ("Fill in the gap: Kate ___ (be) married to Venla since 2015").
// The user's reply speaks in that part or fills that gap in the first
// person ("Good morning, Gorsemoor Insurance, how can I help you?",
// "Excuse me, I am oat-free, which bread can I take?") and states nothing
// of their own: recall marks it (Candidate.Scene) when the turn right
// before it, someone else's, sets one (SetsScene), and the state test
// reads no value in it.

// sceneSetRE is a turn that sets its listener a part or a drill: a
// role-play, pretending or imagining "you are", "your character", "you
// are a waiter, I am the customer", or a drill's instruction opening a
// line (fill in the gap, translate, correct the mistake, complete the
// sentence, put the verb in the right form, rewrite).
var sceneSetRE = prefilter.MustCompile(`(?im)\brole-?play\b[^.!?\n]{0,40}?\byou(?:'re|\x{2019}re|\s+are)\b|\brole-?play\s*[:!]|\b(?:let's|let\x{2019}s|we'll|we\s+will)\s+(?:pretend|imagine|act\s+out)\b|\b(?:pretend|imagine)\s+(?:that\s+)?you(?:'re|\x{2019}re|\s+are)\b|\byour\s+(?:character|role)\s+(?:is|has|was|works|lives|eats)\b|\byou(?:'re|\x{2019}re|\s+are)\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s*[,;]\s*(?:and\s+)?I(?:'m|\x{2019}m|\s+am)\s+(?:a|an|the|your)\b|\bplay\s+the\s+(?:role|part)\s+of\b|^[\s\W]*(?:[\w.'-]+:\s*)?(?:exercise\s*\d*\s*[:.-]\s*)?(?:fill\s+in\s+the\s+(?:gaps?|blanks?)|translate\b|correct\s+the\s+(?:mistakes?|errors?|sentences?)|complete\s+the\s+sentences?|put\s+the\s+verbs?\s+in|rewrite\s+(?:the|this|these)\b)`)

// SetsScene reports whether text, a turn, sets its listener a made-up
// scene or a drill to answer (see above).
func SetsScene(text string) bool { return sceneSetRE.MatchString(text) }
