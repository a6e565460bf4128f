package fuse

import (
	"slices"
	"strings"
	"unicode"

	"github.com/evicortex/evicortex/internal/prefilter"
)

// A capitalized name's kind, read off the words around it in its sentence:
// a place ("rent on my place in Palmerston North", "the 7:40 out of
// Scarborough"), a person ("date night with Radek", "my brother's partner
// Zoltan", "Zoltan and I do the crossword", "email Hollie"), a diet ("the
// Weight Watchers diet"), an employer (employerName, "my Calloway Brothers
// staff card") or a venue ("a long day at Calloway Brothers": a workplace
// or a place). A name whose kind no asked topic takes is no value of
// theirs: a diet question does not read the town of the flat whose rent is
// being budgeted, nor a home question the partner a turn names. A name
// with no such context has no kind and stays a value for any topic.
type valueKind uint8

// The kinds are sets of the topics that take them.
const (
	kindNone     valueKind = 0
	kindPlace    valueKind = 1 << iota // residence
	kindPerson                         // relationship
	kindDiet                           // diet
	kindEmployer                       // work
	kindOther                          // no topic: a race named after a place, a colleague
	kindVenue    = kindPlace | kindEmployer
)

// topicKind is the kind each topic takes.
var topicKind = map[string]valueKind{"residence": kindPlace, "relationship": kindPerson, "diet": kindDiet, "work": kindEmployer}

// placeBefore are the words that make the name after them a place: "in
// Daugavpils", "near Scarborough". "to" and "from" are left out: one
// moves from one employer to another too.
var placeBefore = fieldSet(`in near around outside`)

// personBefore are the words that make the name after them a person:
// the people of personWords ("my colleague Hollie", "my ex Ottokar"), a
// partner's words ("her new boyfriend Lucasta"), and what one does to or
// with a person ("email Hollie", "seeing Tadhg").
var personBefore = fieldSet(strings.ReplaceAll(personWords, "|", " ") + " " + strings.Join(ownedNouns["relationship"].person, " ") +
	` email emailed text texted ring rang phone phoned message messaged meet met invite invited thank thanked hug hugged
	kiss kissed marry married dating seeing`)

// eventAfter are the words after a place's name that make it an event's
// ("the Hamar 10k", "the Leeds half", "Kendal Calling festival").
var eventAfter = fieldSet(`10k 5k 21k 42k marathon half half-marathon parkrun triathlon ultra relay regatta festival fest`)

// notPartnerNoun are the people a name "is a" or "is my" that makes them
// no partner ("Eyvindur is a colleague", "Katla is just a friend").
var notPartnerNoun = fieldSet(`colleague coworker co-worker friend mate pal neighbour neighbor cousin boss manager
	flatmate housemate roommate classmate teammate acquaintance client`)

// movedTo are the words before "to" that make the name after it where
// someone moved: a place (or an employer), never a partner.
var movedTo = fieldSet(`moved move moving relocated relocating relocate`)

// dietAfter are the words that make the name before them a diet: "the
// Noom diet", "the Optavia plan", a diet's food:
// "the same Weight Watchers salad" too.
var dietAfter = fieldSet(`diet plan programme program salad salads lunch lunches meal meals recipe recipes chilli
	snacks dinner dinners breakfast breakfasts rules`)

// personAfter are the verbs that make the name before them a person: one
// who visits, swears, reckons or laughs ("Kasia came round on Wednesday",
// "Kasia swears the Zone diet fixed her skin"); no town, diet or firm does
// (a firm that sends, rings or emails is left unread).
var personAfter = fieldSet(`swears swore reckons reckoned thinks cried laughed hugged kissed sulked moaned visited`)

// visitWords and visitAfter make a visit: "came round", "popped over",
// "stayed over", "dropped by" (the name before it is a person).
var (
	visitWords = fieldSet(`came comes popped pops stayed stays dropped drops`)
	visitAfter = fieldSet(`round over by`)
)

// employerAfter are the words that make the name before them an
// employer: "my Calloway Brothers staff card", "the Initech canteen".
var employerAfter = fieldSet(`staff canteen lanyard payslip badge rota colleagues coworkers hr`)

// streetTail are the last words of a street's name ("Weaver Street",
// "Ropewalk Mews", "Orchard Rise"): an address is a place, whatever the
// topic asked.
var streetTail = fieldSet(`street st road rd lane ln avenue ave close mews rise walk row brow crescent drive terrace
	square wynd parade grove gardens court`)

// addressRE is a street address and the town after it: "41 Weaver
// Street, Tewkesbury", "Flat 4, 19 Kiln Lane, Invercargill" (group 1).
var addressRE = prefilter.MustCompile(`\b\d+[A-Za-z]?,?\s+(?:\p{Lu}[\w'-]*\s+){1,3}(?i:street|st|road|rd|lane|ln|avenue|ave|close|mews|rise|walk|row|brow|crescent|drive|terrace|square|wynd|parade|grove|gardens|court)\b[,\s]+(\p{Lu}[\w'-]*(?:\s+\p{Lu}[\w'-]*)?)`)

// addressTowns returns the words of the towns text's street addresses
// name, lowercased; nil when it has none.
func addressTowns(text string) map[string]bool {
	if !strings.ContainsAny(text, "0123456789") {
		return nil
	}
	var out map[string]bool
	for _, m := range addressRE.FindAllStringSubmatch(text, -1) {
		if out == nil {
			out = make(map[string]bool)
		}
		for _, w := range strings.Fields(m[1]) {
			out[strings.ToLower(valueWord(w))] = true
		}
	}
	return out
}

// roleTail are the last words of a job's title ("Project Lead", "Senior
// Planner"): work's, no home, partner or diet.
var roleTail = fieldSet(`lead manager director officer coordinator assistant planner engineer analyst consultant
	designer developer supervisor administrator executive specialist technician`)

// tailedName reports whether the capitalized name that opens fields has
// more than one word and ends in one of tails (as employerName does with
// employerTail).
func tailedName(fields []string, tails map[string]bool) bool {
	for i, f := range fields {
		w := valueWord(f)
		if w == "" || !unicode.IsUpper([]rune(w)[0]) {
			return false
		}
		if i > 0 && tails[strings.ToLower(w)] {
			return true
		}
		if strings.ContainsAny(f[len(f)-1:], ",.;:!?)") {
			return false
		}
	}
	return false
}

// workIs are the words that, before "is", make the name after it an
// employer: "work is Lanthorn Press".
var workIs = fieldSet(`work job employer workplace company`)

// doWords are the verbs that make the name after them a regime one
// follows: "I do Flat Belly", "I'm doing OMAD now".
var doWords = fieldSet(`do does doing did`)

// livingWith are the words before "with" that make the name after it a
// home: "moved in with Ravi", "living with Ravi".
var livingWith = fieldSet(`in living live lives staying stay stays moving`)

// tripFrom are the journeys whose start "from" names, a place: "the
// commute from Kaikoura" ("moved from Globex to Initech" names employers).
var tripFrom = fieldSet(`commute drive train bus ferry flight journey walk ride`)

// personWith are the words before "with" that make the name after it a
// person whatever the topic asked: "date night with Thorsten", "dinner
// with Ana", "a wedding with Yusuf", "things with Radek are good" ("a job
// with Initech" stays read).
var personWith = fieldSet(`night dinner lunch drinks coffee brunch date wedding weekend anniversary evening film movie things together`)

// workingWords are the forms of "work" before a preposition that puts
// an employer after it in non-native English ("working by", "working in").
var workingWords = fieldSet(`working work works worked`)

// jobIn are, besides workingWords, the words before "in" that make a name
// of several words after it an employer or a town (nameKind).
var jobIn = fieldSet(`job employed`)

// atWork are the words before "at" that make the name after it an
// employer: "the 8am stand-up at Mossley Cartographics", "the canteen at
// Fairbairn & Lowe", "I still do my mornings at X, three a week".
var atWork = fieldSet(`stand-up standup stand-ups canteen desk shift shifts payroll rota office hr induction appraisal mornings afternoons evenings`)

// sentFrom are the words before "from" that make the name after it whoever
// sent something: "forwarding this from Ludo", "news from Bettany", "a
// postcard from Aled".
var sentFrom = fieldSet(`this forwarding forwarded news message messages email e-mail note letter card postcard text texts voicemail call dm whatsapp`)

// placeOf are the words that, before "of", make the name after it a
// place: "the far end of Dalbeattie", "the outskirts of Leeds".
var placeOf = fieldSet(`end edge outskirts centre center middle heart suburbs`)

// placeIs are the words that, before "is", make the name after it a
// place: "home base is Novi Sad", "my address is Leeds".
var placeIs = fieldSet(`home base address hometown postcode`)

// nameKind returns the kind of the capitalized name that opens fields,
// before and last being the two words before it (lowercased, "" at a
// sentence's start). A name that is a clause's subject or stands alone
// has no kind.
func nameKind(fields []string, before, last string, values valueSet) valueKind {
	if k := nameTail(fields); k != kindNone {
		return k
	}
	if employerName(fields) || tailedName(fields, roleTail) || hiresSpeaker(fields, 0) {
		return kindEmployer // "Marchbank Solicitors"; "Project Lead, ..." is a job's title; "Zestify hired me"
	}
	if tailedName(fields, streetTail) || streetTail[last] || values.towns[strings.ToLower(valueWord(fields[0]))] {
		return kindPlace // "41 Weaver Street", and the town after it ("Weaver Street, Tewkesbury")
	}
	if w := strings.ToLower(valueWord(fields[0])); strings.HasSuffix(w, "-friendly") || strings.HasSuffix(w, "-approved") {
		return kindDiet // "five tubs of Optavia-friendly chilli"
	}
	j := 0 // the name's words, with numbers ("Fast 800") and "&" ("Fairbairn & Lowe")
	end := false
	for j < len(fields) {
		w := valueWord(fields[j])
		if fields[j] == "&" && j > 0 {
			j++
			continue
		}
		if w == "" || !(unicode.IsUpper([]rune(w)[0]) || allDigits(w)) {
			break
		}
		j++
		if strings.ContainsAny(fields[j-1][len(fields[j-1])-1:], ",.;:!?)") {
			end = true // the sentence or clause ends with the name
			break
		}
	}
	if j > 0 {
		lastField := strings.ReplaceAll(fields[j-1], "\u2019", "'")
		if strings.HasSuffix(lastField, "'s") && (last == "of" || j < len(fields) && personBefore[strings.ToLower(valueWord(fields[j]))]) {
			return kindPerson // "a hoodie of Seamus's", "Radek's mum"
		}
	}
	if !end && j+1 < len(fields) && strings.ToLower(fields[j]) == "and" {
		if n := strings.ToLower(valueWord(fields[j+1])); n == "i" || n == "me" {
			return kindPerson // "every Sunday Zoltan and I do the crossword"
		}
	}
	if !end && j < len(fields) {
		next := strings.ToLower(valueWord(fields[j]))
		switch {
		case next == "for" && (last == "leaving" || last == "leave" || last == "left") && j+2 < len(fields) &&
			jobWord[strings.ToLower(valueWord(fields[j+2]))]:
			return kindPlace // "I'm not leaving Jyvaskyla for any job": a home left for a job, no employer
		case eventAfter[next]:
			return kindOther // "ran the Hamar 10k, flat and fast": a race, not a home
		case next == "is" && j+2 < len(fields) && (strings.EqualFold(fields[j+1], "a") || strings.EqualFold(fields[j+1], "an") || strings.EqualFold(fields[j+1], "my") || strings.EqualFold(fields[j+1], "just")) &&
			notPartnerNoun[strings.ToLower(valueWord(fields[j+2]))]:
			return kindOther // "no, Eyvindur is a colleague": someone known, said not to be a partner
		case dietAfter[next]:
			return kindDiet
		case employerAfter[next], next == "where" && j+2 < len(fields) && speakerWord[strings.ToLower(valueWord(fields[j+1]))] &&
			strings.HasPrefix(strings.ToLower(fields[j+2]), "work"):
			return kindEmployer // "at Orrery Pay where I work": the speaker's employer, no home
		case personAfter[next], visitWords[next] && j+1 < len(fields) && visitAfter[strings.ToLower(valueWord(fields[j+1]))]:
			return kindPerson // "Kasia swears by it", "Kasia came round on Wednesday" ("until Leeds came along" stays unread)
		}
	}
	switch {
	case (last == "in" || last == "near") && hostedThing[before]:
		return kindOther // "the staging server is hosted in a datacentre near Setubal": where a machine is
	case last == "to" && movedThing[before]:
		return kindOther // "migrating everything to Kubernetes", "moved the repo to GitHub": where a thing went, not the speaker
	case last == "in" && (workingWords[before] || jobIn[before]) && j > 1:
		// "I am working in Velocity Couriers", "a new job in Medway Care
		// Homes": a name of several words after "working in" is as often
		// an employer, as non-native English puts it, as a town ("a job
		// in New York"): either, never a diet or a partner
		return kindVenue
	case placeBefore[last], last == "of" && (before == "out" || placeOf[before]), last == "is" && placeIs[before], last == "from" && tripFrom[before]:
		return kindPlace // "the commute from Kaikoura", "the far end of Dalbeattie"
	case personBefore[last], last == "half" && before == "other", last == "for" && (before == "asking" || before == "ask" || before == "asked"),
		last == "from" && sentFrom[before],
		last == "is" && (before == "half" || before == "life" || personBefore[before]):
		return kindPerson // "asking for Hamza": the one a question is for; "the other half is Corwin"; "news from Bettany"
	case last == "is" && workIs[before]:
		return kindEmployer // "Work is Lanthorn Press, before you ask"
	case doWords[last]:
		return kindDiet // "I do Flat Belly", "doing OMAD now": a regime, not a home, a person or an employer
	case last == "at" && atWork[before], last == "by" && before == "employed":
		return kindEmployer // "the 8am stand-up at Mossley Cartographics", "employed by Lanthorn Press"
	case last == "at", last == "the" && before == "at":
		return kindVenue // "a long day at Calloway Brothers", "played at the Crown": no diet, no partner
	case last == "with" && personWith[before]:
		return kindPerson // "date night with Thorsten", "a wedding with Yusuf": no employer either
	case last == "with" && !slices.Contains(values.topics, "work") && !(slices.Contains(values.topics, "residence") && livingWith[before]):
		// "date night with Radek" names no diet and no home; "a job with
		// Initech" names an employer and "moved in with Ravi" a home
		return kindPerson
	}
	return kindNone
}

// jobWord are the nouns of "leaving X for any job".
var jobWord = fieldSet(`job jobs role roles offer offers work position`)

// movedThing are the things a speaker moves, migrates or ports "to" a
// name that is no home, employer or diet of theirs: the name is a
// platform, a tool or a host.
var movedThing = fieldSet(`everything it this that stack app apps codebase repo repos service services db database databases cluster backend frontend api code infra infrastructure pipeline pipelines build builds tests site website server servers`)

// hostedThing are the words before "in" or "near" a name that say where
// a machine or a service runs, no one's home.
var hostedThing = fieldSet(`hosted deployed datacentre datacenter datacentres datacenters data-centre region regions zone server servers cluster colo`)

// nameTail is the kind the words right after the capitalized name that
// opens fields, or its own last word, give it before anything else does: a
// diet's ("the Mayo Clinic diet", "Fast 800-friendly chilli", "the Bone
// Broth Diet"), or an employer's for a name joined by "&" ("Fairbairn &
// Lowe"); kindNone otherwise.
func nameTail(fields []string) valueKind {
	amp := false
	for j, f := range fields {
		w := valueWord(f)
		if f == "&" && j > 0 {
			amp = true
			continue
		}
		if w == "" || !(unicode.IsUpper([]rune(w)[0]) || allDigits(w)) {
			lw := strings.ToLower(w)
			switch {
			case j > 0 && (dietAfter[lw] || strings.HasSuffix(lw, "-friendly") || strings.HasSuffix(lw, "-approved")):
				return kindDiet
			case amp:
				return kindEmployer
			}
			return kindNone
		}
		if j > 0 && dietNameEnd[strings.ToLower(w)] {
			return kindDiet // "the Bone Broth Diet", "the Lemon Detox": a diet's name ends in its head
		}
		if strings.ContainsAny(f[len(f)-1:], ",.;:!?)") {
			break
		}
	}
	if amp {
		return kindEmployer
	}
	return kindNone
}

// dietNameEnd are the capitalized last words of a diet's name.
var dietNameEnd = fieldSet(`diet detox cleanse`)

// wrongKind reports whether the capitalized name that opens fields is of
// a kind none of the asked topics takes (nameKind).
func wrongKind(fields []string, before, last string, values valueSet) bool {
	if len(values.topics) == 0 {
		return false
	}
	k := nameKind(fields, before, last, values)
	if k == kindNone && last == "to" && movedTo[before] {
		// "I just moved to Larvik", "moved to Jain", "moved to Initech": a
		// home, a diet or an employer, never a partner; no kind of its own,
		// so a test that needs one (Kinded) does not read it
		return !takesKind(values.topics, kindPlace|kindEmployer|kindDiet)
	}
	return k != kindNone && !takesKind(values.topics, k)
}

// takesKind reports whether one of topics takes a name of kind k.
func takesKind(topics []string, k valueKind) bool {
	for _, t := range topics {
		if topicKind[t]&k != 0 {
			return true
		}
	}
	return false
}

// rightKind reports whether the name that opens fields (capitalized, or
// a known name in text typed in lower case) is of a kind one of the asked
// topics takes (nameKind); a name with no kind is not, nor is a person
// with no partner's cue a partner (partnerCue), nor a venue a home ("I quit my job at St. Mary's": a place one
// is at is a workplace far more often than a home).
func rightKind(fields []string, before, last string, values valueSet) bool {
	k := nameKind(fields, before, last, values)
	if k == kindVenue {
		k = kindEmployer // "a long day at X": a workplace
	}
	if k == kindPerson && !partnerCue(fields, before, last) {
		k = kindNone
	}
	return takesKind(values.topics, k)
}

// partnerWords are the words before a name that make it a partner: "my
// partner Amadou", "the other half" ... "is Corwin".
var partnerWords = fieldSet(strings.Join(ownedNouns["relationship"].person, " "))

// partnerVerbs are what one does with a partner and not with everyone:
// "seeing Tadhg", "married Yusuf".
var partnerVerbs = fieldSet(`seeing dating dated marry married marrying kiss kissed engaged`)

// partnerCue reports whether the words around a person's name (nameKind's
// kindPerson) make them a partner, not anyone the speaker knows ("email
// Hollie about Saturday", "my colleague Hollie"): a partner's word before
// it ("my boyfriend Tadhg", "my partner is Corwin"), a partner's verb
// ("seeing Tadhg"), "with" ("three months with Ewan", "out with Ottilie")
// or the name made one subject with the speaker ("me and Amadou", "Zoltan
// and I").
func partnerCue(fields []string, before, last string) bool {
	switch {
	case partnerWords[last], partnerVerbs[last], last == "is" && partnerWords[before], last == "half" && before == "other",
		last == "is" && before == "name", // "seeing someone now, their name is harper"
		last == "is" && before == "life", // "the person in my life is Halldor", "the love of my life is Tor"
		(last == "launched" || last == "launch") && (before == "hard" || before == "soft"), // "hard launched colton on insta"
		last == "with", last == "and" && (before == "me" || before == "i"):
		return true
	}
	if len(fields) > 2 && strings.ToLower(fields[1]) == "and" {
		n := strings.ToLower(valueWord(fields[2]))
		return n == "i" || n == "me"
	}
	return false
}

// pairedRE is a name made one subject with the speaker, anywhere in a
// sentence: "every Sunday Zoltan and I do the crossword", "me and Amadou".
var pairedRE = prefilter.MustCompile(namedWithMe)

// pairedOut is vs, the values of a clause of sentence st, without the
// names st makes one subject with the speaker when the relationship is not
// asked about: such a name is a person (the clause may end before "and
// I", so nameKind does not see it).
func pairedOut(vs []string, st string, values valueSet) []string {
	if len(vs) == 0 || slices.Contains(values.topics, "relationship") || len(values.topics) == 0 {
		return vs
	}
	var out []string
	for _, v := range vs {
		keep := true
		for _, m := range pairedRE.FindAllStringSubmatchIndex(st, -1) {
			name := st[max(m[2], m[4]):max(m[3], m[5])]
			if strings.ToLower(name) == v && (m[4] >= 0 || pairedSubject(st[:m[0]])) {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, v)
		}
	}
	return out
}

// pairedSubject reports whether the name after before opens its clause, so
// that "NAME and I" is a subject ("every Sunday Zoltan and I"), not an
// object the speaker goes on after ("we moved to Leeds and I love it"):
// nothing, a punctuation mark or a capitalized word ("Sunday") is before
// it.
func pairedSubject(before string) bool {
	f := strings.Fields(before)
	if len(f) == 0 {
		return true
	}
	w := f[len(f)-1]
	return strings.ContainsAny(w[len(w)-1:], ",.;:!?") || unicode.IsUpper([]rune(w)[0])
}
