package fuse

import (
	"fmt"
	"testing"

	"github.com/evicortex/evicortex/capsule"
)

func TestZZ(t *testing.T) {
	for _, c := range []struct{ topic, text string }{
		{"relationship", "Barnaby: Is it normal that me and my partner Laszlo have never had a proper argument? together 18 months"},
		{"relationship", "Adaeze: Things with Caius ended in the spring and I've been seeing Oona for six weeks, too soon to introduce them to my parents?"},
		{"relationship", "Clementine: My partners mum keeps telling people we're 'practically engaged', we are not"},
		{"diet", "Horatio: Party food list:\n- crisps\n- something halal for my friend from choir\n- cake"},
		{"relationship", "Greer: Long week: I moved my stuff out of Caius's, my boss put me on the audit, and Laszlo and I made it official on friday. What should I cook for a first dinner at mine?"},
		{"relationship", "Greer: Weekend plans:\n- sat: ikea with Oona, my other half (pray for us)\n- sun: lunch at the in-laws"},
		{"work", "Kerensa: Quick one: does my Ashgrove Dental staff discount count as a taxable benefit?"},
		{"residence", "Jolyon: Wheres the best place to get a spare key cut in Mangalore, ive locked myself out of my own flat twice this month"},
		{"relationship", "Dorian: My sister keeps telling people I 'traded up' from Idris to Emrys, which is mean but also not wrong"},
	} {
		ep := &Candidate{Kind: capsule.KindEpisode, Text: c.text, SpeakerRole: "user"}
		vs := topicValues([]string{c.topic})
		fmt.Printf("%q -> stated %v asserted %v\n", c.text[:50], StatedValues(ep, []string{c.topic}), assertedValues(c.text, vs, false))
	}
}
