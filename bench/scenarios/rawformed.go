package scenarios

// Statement templates by form, shared by the sets whose statements come in
// forms of their own (the spun set's e-mails, papers and voice notes, the
// plied set's bursts, replies, memos and asides, the twined set's
// requests, answers, fixes, updates and records, the laced set's
// commands, run-ons, repairs, split utterances and corrections of a
// mishearing, the pleated set's news, answers, fixes, roundups and
// reactions, the hemmed set's news, answers, fixes, roundups and
// forwards): each set's statement
// type reports its form and its core template (formed), and the lists
// installRawSet takes are the cores (formedLists).

// formed is a statement template: the form that says it and its core, the
// template the gold oracle reads.
type formed interface {
	formCore() (form, core string)
}

// cores returns the core templates of s, in order.
func cores[S formed](s []S) []string {
	out := make([]string, 0, len(s))
	for _, st := range s {
		_, c := st.formCore()
		out = append(out, c)
	}
	return out
}

// formedLists returns a set's lists per attribute as installRawSet takes
// them: lists gives an attribute's rawSetLists and its state, change and
// revert statements, whose cores become the lists' state, change and
// revert.
func formedLists[F any, S formed](byAttr map[string]F, lists func(F) (rawSetLists, []S, []S, []S)) map[string]rawSetLists {
	out := make(map[string]rawSetLists, len(byAttr))
	for name, f := range byAttr {
		l, state, change, revert := lists(f)
		l.state, l.change, l.revert = cores(state), cores(change), cores(revert)
		out[name] = l
	}
	return out
}
