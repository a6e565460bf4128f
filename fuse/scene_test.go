package fuse

import "testing"

// TestSetsScene: a role-play, a pretend or a drill sets its listener a
// scene; a question about the listener's own life does not.
func TestSetsScene(t *testing.T) {
	for text, want := range map[string]bool{
		"Assistant: Role-play: you are a receptionist answering the phone. Your company is Gorsemoor Insurance.": true,
		"Role-play! You are a waiter, I am the customer. 'Hello, I'm oat-free. What can I eat here?'":            true,
		"Let's pretend you're a new neighbour introducing yourself.":                                             true,
		"Imagine you are at a hotel in Haapsalu.":                                                                true,
		"Your character is oat-free.":                                                                            true,
		"Tutor: Fill in the gap: Kate ___ (be) married to Venla since 2015.":                                     true,
		"Translate: moja siostra mieszka w Rydze.":                                                               true,
		"Correct the mistake: I am living here since two years.":                                                 true,
		"How was your week? Tell me about your new flat.":                                                        false,
		"You are a great cook, I am sure your partner loves it.":                                                 false,
		"That sounds like a role model to me.":                                                                   false,
		"I can't translate everything yet, but I'm getting there.":                                               false,
	} {
		if got := SetsScene(text); got != want {
			t.Errorf("SetsScene(%q) = %v, want %v", text, got, want)
		}
	}
}
