package scenarios

import "regexp"

// formREs are a set's statement templates of one attribute by form, as the
// oracle of TestRawGoldIsStatement reads them: kinds are its state, change
// and revert statements.
func formREs[S formed](ph Phrasing, kinds ...[]S) map[string][]*regexp.Regexp {
	tpls := map[string][]string{}
	for _, s := range kinds {
		for _, st := range s {
			form, core := st.formCore()
			tpls[form] = append(tpls[form], core)
		}
	}
	out := map[string][]*regexp.Regexp{}
	for form, ts := range tpls {
		var a rawAttr
		a.state[ph] = ts
		out[form] = rawStatementREs(&a, ph)
	}
	return out
}
