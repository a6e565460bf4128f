package recall

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/evicortex/evicortex/fuse"
	"github.com/evicortex/evicortex/ledger"
)

// TestStateDenseStatements: a statement that shares no word with the topic
// but that the dense channel ranks joins the state group, so the latest
// statement answers a current question; without the dense hit the older
// statement, found by a topic word, is all the group has.
func TestStateDenseStatements(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	for _, withDense := range []bool{false, true} {
		s := newMemSnapshot(t, "d")
		old := s.add(t, "I live in Lyon, right by the river.", at)
		s.add(t, "Baked bread again, the crust came out great.", at.AddDate(0, 2, 0))
		latest := s.add(t, "Been in Kelowna about a year now and still no hike up the big hill.", at.AddDate(1, 0, 0))
		if withDense {
			s.dense = []DenseHit{{Seq: latest, Cosine: 0.71}, {Seq: old, Cosine: 0.65}}
		}
		q := Query{Namespace: "d", Text: "Where does she live now?", Budget: 300, Now: at.AddDate(1, 6, 0)}
		req, err := Collect(ctx, s, q)
		if err != nil {
			t.Fatal(err)
		}
		c, err := fuse.Compile(req)
		if err != nil {
			t.Fatal(err)
		}
		want := s.ev[old].ID
		if withDense {
			want = s.ev[latest].ID
		}
		answered := "" // the first answer: a strong statement before a weak latest one answers below it (fuse/strength.go)
		for _, it := range c.Items {
			if _, ok := it.Trace.Features["state_bonus"]; ok && answered == "" {
				answered = it.ID
			}
		}
		if answered != want {
			t.Errorf("dense %v: state answer %q, want %q", withDense, answered, want)
		}
	}
}

// speakerSnap is a memSnapshot that knows each evidence's speaker
// (SpeakerSnapshot).
type speakerSnap struct{ *memSnapshot }

func (s speakerSnap) SpeakerEvidence(speaker string) *roaring.Bitmap {
	out := roaring.New()
	for _, seq := range s.tl.Seqs {
		if strings.EqualFold(s.ev[seq].Speaker, speaker) {
			out.Add(seq)
		}
	}
	return out
}

// sayAs returns a function adding a person's labelled turn to s.
func sayAs(t *testing.T, s *memSnapshot) func(speaker, text string, when time.Time) uint32 {
	return func(speaker, text string, when time.Time) uint32 {
		seq := s.add(t, speaker+": "+text, when)
		s.ev[seq].Speaker, s.ev[seq].Role = speaker, "user"
		return seq
	}
}

// TestStateAskedSearch: in a group chat where the other people's own news
// repeats the topic's words in more turns than the topic search reads, the
// asked person's statement is found by the topic search over their own
// turns (SpeakerSnapshot) and answers; another person's news never does.
func TestStateAskedSearch(t *testing.T) {
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "g")
	say := sayAs(t, s)
	own := say("Ulrika", "I live in Perugia now.", at)
	for i := range stateScan + 40 {
		say("Cato", fmt.Sprintf("I live in Arezzo, my home and my flat and my address are in Arezzo, day %d", i), at.Add(time.Duration(i+1)*time.Hour))
	}
	q := Query{Namespace: "g", Text: "Where does Ulrika live now?", Budget: 300, Now: at.AddDate(0, 2, 0)}
	answer := func(snap Snapshot) string { return stateAnswer(t, snap, q) }
	if got, want := answer(speakerSnap{s}), s.ev[own].ID; got != want {
		t.Errorf("with speakers: state answer %q, want %q", got, want)
	}
	if got := answer(s); got == s.ev[own].ID || strings.HasPrefix(s.textOf(got), "Cato") {
		t.Errorf("without speakers: state answer %q (%s), want none of Cato's and Ulrika's out of reach", got, s.textOf(got))
	}
}

// textOf is the content of the evidence with id, "" for none.
func (m *memSnapshot) textOf(id string) string {
	if seq, ok := m.ids[id]; ok {
		return m.ev[seq].Content
	}
	return ""
}

// principalSnap is a speakerSnap with a principal (PrincipalSnapshot).
type principalSnap struct {
	speakerSnap
	principal string
}

func (s principalSnap) PrincipalSpeaker() string { return s.principal }

// TestStatePrincipalAsked: a question naming someone no turn mentions asks
// about the namespace's principal (a comment history under a username is
// asked about by its owner's name): their own statement answers, not the
// other users' news; a question naming someone the turns mention does not
// fall back to the principal.
func TestStatePrincipalAsked(t *testing.T) {
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "g")
	say := sayAs(t, s)
	own := say("otter_tea", "Moved last month, I live in Perugia now.", at)
	for i := range 30 {
		say("kettle_kath", fmt.Sprintf("Same here, I live in Arezzo now, day %d", i), at.Add(time.Duration(i+1)*time.Hour))
		if i%3 == 0 {
			say("otter_tea", fmt.Sprintf("great thread, day %d", i), at.Add(time.Duration(i+1)*time.Hour+time.Minute))
		}
	}
	say("kettle_kath", "my cousin Dorotea lives in Siena", at.Add(40*time.Hour))
	answer := func(snap Snapshot, text string) string {
		return stateAnswer(t, snap, Query{Namespace: "g", Text: text, Budget: 300, Now: at.AddDate(0, 2, 0)})
	}
	snap := principalSnap{speakerSnap{s}, "otter_tea"}
	if got, want := answer(snap, "Where does Clotilde live now?"), s.ev[own].ID; got != want {
		t.Errorf("principal: state answer %q (%s), want %q", got, s.textOf(got), want)
	}
	if got, want := answer(snap, "Is Clotilde still in Arezzo, or where does she live now?"), s.ev[own].ID; got != want {
		t.Errorf("principal beside a known town: state answer %q (%s), want %q", got, s.textOf(got), want)
	}
	if got := answer(snap, "Where does Dorotea live now?"); got == s.ev[own].ID {
		t.Errorf("a name the turns mention: state answer is the principal's %q", got)
	}
	if got := answer(speakerSnap{s}, "Where does Clotilde live now?"); got == s.ev[own].ID {
		t.Errorf("no principal: state answer %q, want another (everyone's latest)", got)
	}
}

// TestStateNumberedPrincipal: in a transcript whose speakers are labelled
// by number, a question naming someone asks about the principal even
// though the other speaker's drafts name them: the interviewer's "Noted:
// home is X now" and the draft are no statement of the subject's.
func TestStateNumberedPrincipal(t *testing.T) {
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "g")
	say := sayAs(t, s)
	say("Speaker 2", "Chapter 4 draft: 'These days Augustin lives in Morlaix.'", at)
	own := say("Speaker 1", "No, that's out of date: since leaving Morlaix I've been living in Concarneau, in a flat over a chemist's.", at.AddDate(0, 0, 7))
	say("Speaker 2", "Noted: home is Lannion now, I'll fix it.", at.AddDate(0, 0, 14))
	answer := func(snap Snapshot, text string) string {
		return stateAnswer(t, snap, Query{Namespace: "g", Text: text, Budget: 300, Now: at.AddDate(0, 2, 0)})
	}
	if got, want := answer(principalSnap{speakerSnap{s}, "Speaker 1"}, "Where does Augustin live now?"), s.ev[own].ID; got != want {
		t.Errorf("numbered labels: state answer %q (%s), want %q", got, s.textOf(got), want)
	}
}

// stateAnswer is the id of the first item of q's capsule that the state
// reading answers with (a state_bonus), "" for none.
func stateAnswer(t *testing.T, snap Snapshot, q Query) string {
	t.Helper()
	req, err := Collect(context.Background(), snap, q)
	if err != nil {
		t.Fatal(err)
	}
	c, err := fuse.Compile(req)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range c.Items {
		if it.Trace.Features["state_bonus"] > 0 {
			return it.ID
		}
	}
	return ""
}

// TestStateSceneReply: a reply in a part the assistant set ("Role-play:
// you are a receptionist, your company is X") or to its drill states
// nothing of the speaker's; the same words with no scene before them do,
// and so does the speaker's own statement after the scene.
func TestStateSceneReply(t *testing.T) {
	at := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	s := newMemSnapshot(t, "l")
	say := func(speaker, role, text string, when time.Time) uint32 {
		seq := s.add(t, speaker+": "+text, when)
		s.ev[seq].Speaker, s.ev[seq].Role = speaker, ledger.Role(role)
		return seq
	}
	own := say("learner", "user", "I work at Quillmark Press now, since May.", at)
	say("Assistant", "assistant", "Role-play: you are a receptionist answering the phone. Your company is Gorsemoor Insurance.", at.AddDate(0, 1, 0))
	scene := say("learner", "user", "Good morning, I work at Gorsemoor Insurance, how can I help you?", at.AddDate(0, 1, 0).Add(time.Minute))
	say("Assistant", "assistant", "Fill in the gap: Kate ___ (work) at Oxleigh Dental.", at.AddDate(0, 2, 0))
	drill := say("learner", "user", "I work at Oxleigh Dental", at.AddDate(0, 2, 0).Add(time.Minute))
	q := Query{Namespace: "l", Text: "Where does the learner work now?", Budget: 300, Now: at.AddDate(0, 3, 0)}
	if got, want := stateAnswer(t, speakerSnap{s}, q), s.ev[own].ID; got != want {
		t.Errorf("state answer %q (%s), want %q: the scene %q and the drill %q are no statements", got, s.textOf(got), want, s.ev[scene].ID, s.ev[drill].ID)
	}
	plain := newMemSnapshot(t, "l")
	s = plain
	say("learner", "user", "I work at Quillmark Press now, since May.", at)
	say("Assistant", "assistant", "How was your week?", at.AddDate(0, 1, 0).Add(-2*time.Hour)) // another session: no span
	later := say("learner", "user", "Good morning, I work at Gorsemoor Insurance now.", at.AddDate(0, 1, 0).Add(time.Minute))
	if got, want := stateAnswer(t, speakerSnap{plain}, q), plain.ev[later].ID; got != want {
		t.Errorf("no scene: state answer %q (%s), want %q", got, plain.textOf(got), want)
	}
}
