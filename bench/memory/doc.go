// Package memory is `evibench memory`: EviCortex against fixed-chunk RAG
// (BM25, and dense when an encoder exists) and recency baselines on the
// same workloads, token estimator (fuse.DefaultEstimator) and budgets,
// with the engine's per-item overhead charged to every system.
//
// Datasets (--dataset, comma-separated; each gets its own rows):
//
//   - synthetic: the generated streaming workload (package synth), the
//     default. The engine receives the structured claims the workload
//     carries (seed §6); the baselines receive the same turn texts.
//   - scenarios: the bundled temporal-update suite (package scenarios), or
//     any .jsonl file in its format.
//   - raw: the bundled raw-conversation suite (scenarios.RawBundled: a user
//     and an assistant over months, no claims; bars on the evidence recall
//     of current and historical questions); raw-holdout, raw-fresh,
//     raw-blind, raw-unseen, raw-hidden, raw-sealed, raw-veiled,
//     raw-cloaked, raw-masked, raw-shrouded, raw-gilded, raw-tinted,
//     raw-frosted, raw-etched, raw-woven, raw-braided, raw-knotted,
//     raw-quilted, raw-stitched, raw-felted, raw-spun, raw-plied, raw-twined, raw-laced, raw-pleated, raw-hemmed, raw-basted, raw-darned, raw-tatted, raw-smocked, raw-couched, raw-ruched, raw-shirred, raw-tucked, raw-gathered, raw-fringed, raw-ribbed, raw-purled, raw-piped, raw-seamed, raw-tufted, raw-twilled, raw-corded and raw-flocked: the same generator with its
//     other phrasing sets, values and seeds (scenarios.Phrasing says how each was
//     written and used; the braided set tells some changes after the fact
//     and dates them by the time the turn states; the knotted set is a
//     group chat in which only the asked person's own turns are gold; in
//     the quilted set the user floats plans before each change, some of
//     which fall through, and only a turn stating a value as holding is
//     gold; the stitched set is a weekly journal whose entries cover
//     several parts of life at once, and only a clause stating the user's
//     own value as holding makes a turn gold; the felted set is one
//     person's everyday mixed traffic with an assistant, short chat, task
//     requests and longer updates, with the same gold rule; the spun set
//     is one person's history in which the facts arrive inside pasted
//     emails, documents, drafted messages and voice-note transcriptions,
//     with the same gold rule; the plied set is threaded short-message
//     traffic in which a fact arrives split across consecutive turns, in
//     one message of a burst, a late answer to the assistant's question or
//     a correction of its read-back notes, with the same gold rule; the
//     twined set is an agent runtime's full transcript, with tool output
//     and the runtime's session headers and memory notes (sometimes stale)
//     between the person's and the assistant's turns, with the same gold
//     rule, under which a record of the person's own that a tool returns
//     (an order, a payslip, their contact card) is gold too; the laced
//     set is a voice assistant's speech-to-text log, the person's turns
//     in lower case with wake words, fillers, self-repairs, utterances
//     split in two and values the recogniser misheard (never gold; the
//     correction that follows is), other voices in the room as
//     participant turns, with the same gold rule; the pleated set is two
//     people's private message thread, no assistant, both of them asked
//     about, each with their own changes, so that one person's statement
//     is gold for the questions about them and a distractor for the
//     questions about the other, and the friend's echoes of a value are
//     never gold; the hemmed set is one person's mailbox piped in by a
//     mail agent, threads with three to five correspondents, replies
//     that quote older messages, signatures that go stale, forwarded
//     mail, auto-replies and notifications, and only the owner's own
//     newly written text is gold, never a quote, a forwarded block, a
//     signature or a notification; the basted set is spoken conversation
//     with a voice assistant as its speech recogniser writes it down,
//     each conversation in one of two recognisers' styles (formatted, or
//     raw streaming: lower case, no punctuation, numbers spelled out),
//     with fillers, repairs, backchannels, utterances split over turns,
//     homophones and misheard values, values told in passing, in answers,
//     in corrections of the assistant and repaired in mid-sentence, and
//     the stitched gold rule, the turn holding the value of a split
//     utterance gold and a misheard turn never; the darned set is written
//     chat in English as a second language, each person writing one of
//     twelve first languages' English (its greetings, markers and
//     code-switched words, its transfers of tense, prepositions and
//     usage, false friends, typos, now and then a turn all in lower
//     case), values told as news, in answers, in requests, in corrections
//     of the assistant's misreading, across messages seconds apart and
//     with a self-repair of tense, and the stitched gold rule, whatever
//     the statement's tense, never "I was used to live in X"; the tatted
//     set is very online, slang-heavy texting with an assistant, each
//     person keeping one of twelve texting styles (heavy abbreviations,
//     emoji, lower case without punctuation, ALL CAPS news, keysmash,
//     meme formats, hashtags, status one-liners, terse, typos and slips,
//     normal writing with slang), values told as news, in answers, in
//     requests, in corrections of the assistant's misreading, in bursts
//     of messages seconds apart and right after a joke, and the stitched
//     gold rule, slang and emoji included as long as the value is written
//     out, a joke or sarcasm naming a value never; the smocked set is a
//     customer's account chats with the support assistants of one or two
//     services (meal kits, groceries, a bank, energy, a gym, an insurer,
//     an HR and benefits portal), each customer keeping one manner
//     (polite, impatient and in capitals, chatty with emoji, terse,
//     rushed in lower case, pasting references), values told in
//     requests, pasted form fields, answers, asides, corrections of a
//     stale record the assistant reads back, messages seconds apart and
//     the correction of a typo in a pasted form, and the stitched gold
//     rule, a form field or a delivery note included as long as the
//     value is written out, a billing address, a gift or sarcasm never;
//     the couched set is one employee's workplace chat over months,
//     direct messages with a workplace bot (HR and payroll, travel and
//     desks, IT, the canteen) and team channels where colleagues post
//     too under their own names, values told in posts, standups, bot
//     commands, answers to the bot, thread replies to a colleague,
//     corrections of the bot's stale record and messages seconds apart,
//     and the stitched gold rule, the employee's own turns only, a
//     standup, a command or a lunch order included as long as the value
//     is written out, a colleague's news, an office, a business trip, a
//     client or a joke never; the ruched set is one person's chat history
//     with a general-purpose AI assistant over months, their facts inside
//     task requests (cover letters, meal plans, landlord letters, packing
//     lists; code questions name none), values told in one-line requests,
//     rambling paragraphs, prompts under Context, Task and Constraints
//     headers, bullets of a list of requirements, texts of their own
//     pasted for proofreading, corrections of the assistant's stale or
//     wrong assumption, follow-ups and messages seconds apart, and the
//     stitched gold rule, the person's own turns only, a draft for
//     someone else, a text by someone else they paste, fiction, a
//     hypothetical, a job applied for, a trip, a past value, a joke or
//     the assistant's suggestion never; the shirred set is one person's
//     mailbox piped into an email assistant message by message, sent and
//     received, headers, bodies, signatures and quoted threads, values
//     told in the person's own sent mail (a body line, a signature, a
//     we've-moved note, an RSVP, a line of a long message about something
//     else), and the stitched gold rule read on the message less its
//     quoted lines, "On ... wrote:" line, original and forwarded
//     messages, the signature kept, the person's own mail only, a quoted
//     older message, a correspondent's signature or news, a forward, an
//     out-of-office, a newsletter or receipt, a draft for someone else, a
//     hypothetical, an interview, a past value or a joke never; the
//     tucked set is an AI note-taker's diarized transcripts of one
//     person's calls, one segment a turn under a "[00:14:32] Full Name:"
//     or "Speaker 2 (00:03:10):" label, with fillers, "[inaudible]",
//     lower-case and unpunctuated runs, values told in the person's own
//     segments (an aside, the answer to a security question, the
//     correction of a record read back, a value spelled out, a story, a
//     segment the diarizer split), and the stitched gold rule read on the
//     segment as rawSpoken writes it, the person's own segments only, the
//     other participant's read-back, record or news, the note-taker's
//     summary, a relative's value, a client, a hypothetical, an
//     interview, a past value or a joke never; the gathered set is
//     exported group chats (family, flat-share, old friends, a running
//     club, a book club, a wedding) ingested for one member, one message
//     a turn under an exporter's "[12/03/2025, 14:22:05] Name:" or
//     "12/03/2025, 14:22 - Name:" stamp, five other members a group with
//     values of their own, the group assistant's digests, polls,
//     forwards, reply quotes, system lines and "<Media omitted>", values
//     told in the member's own messages (news to the group, a reply
//     quoting a question, the correction of a member's wrong claim,
//     logistics, a message split in two, a change told weeks later), and
//     the stitched gold rule read on the part of the message its sender
//     wrote, less a reply's quote and a forwarded post, as rawSpoken
//     writes it, never a member's message, a quote of the statement, the
//     digest or a forward; the fringed set is online community posts and
//     comments (subreddits of a city, personal finance, cooking, running
//     and relationships, a homebrewing forum, a Q&A site) scraped for one
//     member, one post a turn under its site's header ("u/name · r/Board
//     · 14 Mar 2025 · 412 points:", "Re: Title -- posted by name on
//     2025-03-14 09:12:" or "Answer by name · 14 Mar 2025 · score 7:"),
//     its speaker the author's username and the questions' subject the
//     subject's username, six regulars a board with values of their own,
//     the moderator bot's reminders and TL;DR summaries, flairs (the
//     subject's stale, never gold), EDIT and UPDATE lines, quoted parents,
//     [deleted] and [removed], crossposts, polls and a throwaway account,
//     values told in the subject's own posts (a post, a reply under a
//     quoted question, the correction of a commenter, an advice request, an
//     EDIT or UPDATE, a change told weeks later in another thread), and
//     the stitched gold rule read on the post less quoted parent text and
//     a crosspost, as rawSpoken writes it, never another user's post, a
//     quote of the statement, the bot, a flair or the throwaway; the
//     ribbed set is a personal journaling app's export for its one owner
//     over many months, one entry a turn under the app's header ("Tue 14
//     Mar 2025, 22:41 — Evening pages") with tags, mood lines, location
//     stamps (often a trip) and weather lines: long reflective entries,
//     notes to self, to-do lists, gratitude lists, mood check-ins, dream
//     logs, goals, habit trackers and pasted snippets, the owner's speaker
//     their display name, a handle or "me" (one per conversation, the
//     questions' subject), the people in their life with values of their
//     own, the AI journaling companion's prompts, reflections and weekly
//     summaries (sometimes stale or wrong) and the app's notices, "On this
//     day" memories among them, values told in the owner's own entries (a
//     long entry, an answer to a prompt, the correction of a summary, a
//     checklist item, a note in the second person, a change told in
//     passing, a goal that happened), and the stitched gold rule read on
//     the entry less pasted lines, as rawSpoken writes it, never the
//     companion, a notice, a plan, dream or trip, another person's value or
//     a pasted snippet; the purled set is a language-learning app's chat
//     log for one adult learner of English over many months: free writing
//     about their life, the AI tutor's corrections repeating the learner's
//     sentence fixed or with tracked changes, gap-fill drills and
//     translations about invented people, role-plays the learner plays in
//     character, vocabulary and pronunciation notes, texts pasted for help
//     (often about other people), and the tutor's session summaries and
//     progress notes (sometimes stale or wrong); lesson titles, streaks,
//     scores and review cards quoting an old sentence are system lines;
//     the learner's speaker is a display name, a username, "learner" or
//     "student" (one per conversation, the questions' subject), values
//     told in the learner's own messages (free writing, an answer to the
//     tutor, the correction of a summary, a sentence rewritten after a
//     correction, a sentence put right in the same message, a change told
//     in passing, a plan that happened), and the stitched gold rule read on
//     the message less pasted lines, as rawSpoken writes it, never the
//     tutor, a notice, a drill answer, a role-play line, a conditional or
//     plan, another person's value or a pasted text; the piped set is the
//     transcript of recorded memoir sessions over many months: an older
//     subject writing a memoir or family history talks with a biographer
//     or memoir coach, an AI ghost-writer app (role assistant) or a named
//     human interviewer (role user under their own label), in long spoken
//     turns with fillers, restarts, tangents and transcriber's notes,
//     mostly about the past (childhood homes, first jobs, old partners,
//     decades-old moves with years, parents' lives) and reading old
//     letters and diaries aloud ("[reading aloud] ... [stops reading]");
//     the interviewer asks, reads back chapter drafts and summaries
//     (sometimes stale or wrong), proposes titles and lists facts to
//     check; headers and notes are system lines; the labels are "Speaker
//     1", full names, initials or "Interviewee" (one convention per
//     conversation, the questions' subject), values told in the subject's
//     own turns about the present (in passing inside a memory, an update,
//     an answer, the correction of a draft, the reply to a fact list,
//     after a false start, a plan that happened), and the stitched gold
//     rule read on the turn less what is read aloud, as rawSpoken writes
//     it, never a memory, the interviewer, a letter or diary, a plan or
//     hypothetical, a place visited for the project or another person's
//     value; the seamed set is a software developer's sessions with an AI
//     coding assistant in an IDE or a terminal over many months: the
//     developer (role user, under their first name, a handle or "user")
//     asks for help and pastes stack traces, configs, diffs, logs, SQL
//     rows, fixtures, commits, READMEs and tickets in fenced blocks or
//     quoted lines, the assistant answers with code, the IDE's session
//     lines are system lines; values told in passing in the developer's
//     own prose (an aside in a request, a heads-up, an answer, the
//     correction of the assistant, a line under a pasted old profile or
//     commit, a message sent again after a half-typed one, a plan that
//     happened), distractors mostly inside code and data (fixtures, seed
//     rows, logs, timezone strings, git remotes, translated strings,
//     tickets, CVs, offer letters), colleagues' values, the assistant's
//     examples and guesses, plans and jokes; and the stitched gold rule
//     read on the prose less fenced blocks and quoted lines, as rawSpoken
//     writes it; the tufted set is one person's chats with an AI travel
//     and booking assistant over many months, the traveller (role user,
//     under their first name, a loyalty account name or "user") talking
//     mostly about destinations, booking tools (role tool) returning
//     search results, confirmations, e-tickets, saved profiles and
//     expense records; values told in passing in the traveller's own prose
//     (home airport, who the work trip is expensed to, the meal code, the
//     second adult on the booking), distractors mostly destinations,
//     hotels' towns, layovers, clients and hosts visited, fellow
//     travellers' records, stale saved profiles, forwarded messages,
//     listings and relocation research, the assistant's suggestions and
//     guesses, plans and jokes; and the stitched gold rule read on the
//     prose less quoted lines, as rawSpoken writes it, never a tool's
//     record; the twilled set is one person's chats with an AI job-search
//     and career assistant over many months, the candidate (role user,
//     under their first name, "candidate" or "user") talking mostly
//     about other employers and towns, tools (role tool) returning
//     postings, recruiter emails and messages, tracker records, calendar
//     invites, offers, saved profiles, salary benchmarks and drafts;
//     values told in passing in the candidate's own prose (where they
//     live now, who they work for now, what the onsite lunch must suit,
//     who would move with them), distractors mostly companies applied to,
//     interviewed at or rejected by, offers declined, recruiters'
//     clients, postings' towns, mock-interview role-plays, stale résumé
//     sections and profiles, referrers' and interviewers' values, the
//     assistant's cover letters and guesses, plans and jokes; and the
//     stitched gold rule read on the prose less quoted lines, as
//     rawSpoken writes it, never a tool's record; the corded set is one
//     person's chats with an AI personal-finance, budgeting and
//     tax-return assistant over many months, the person (role user,
//     under their first name, their account handle or "user") talking
//     mostly about money, tools (role tool) returning bank and card
//     transactions, payslips, pension and tax-form extracts, bills,
//     direct debits, receipts, budget reports and the saved household
//     profile; values told in passing in the person's own prose (bills for
//     the new flat, the first payslip from a new employer, a diet change
//     that cancels a meal box, a partner on the joint account),
//     distractors mostly payees and merchants named like towns and firms,
//     shareholdings and pension funds, old tax years' forms, relatives'
//     bills, landlords and holiday lets elsewhere, what-if sums, the
//     assistant's categorisations and guesses, plans and jokes; and the
//     stitched gold rule read on the prose less quoted lines, as
//     rawSpoken writes it, never a tool's record; the flocked set is one
//     person's chats with an AI health, fitness and nutrition coach in a
//     wellness app over many months, the person (role user, under their
//     first name, their app handle or "user") talking mostly about
//     training, food and health, tools (role tool) returning wearable
//     syncs, workouts with their start, meal logs with restaurants,
//     weigh-ins, gym check-ins, the employer's wellness programme,
//     pharmacy and clinic reminders, weekly reports and the saved
//     profile; values told in passing in the person's own prose (runs
//     starting from a new home, a new employer's scheme paying for the
//     gym, a diet change that stops the coach's old recipes, a partner
//     added to or removed from a shared challenge), distractors mostly
//     cafés, races, gyms, clubs and clinics named like or in other towns,
//     sponsors and beers named like firms, leaderboards, food logged for
//     others, other people's diets and moves, dream goals, the coach's
//     plans and guesses, plans and jokes; and the same gold rule);
//     raw-long,
//     raw-long-holdout, raw-long-fresh, raw-long-blind, raw-long-unseen, raw-long-hidden,
//     raw-long-sealed, raw-long-veiled, raw-long-cloaked, raw-long-masked,
//     raw-long-shrouded, raw-long-gilded, raw-long-tinted,
//     raw-long-frosted, raw-long-etched, raw-long-woven,
//     raw-long-braided, raw-long-knotted, raw-long-quilted,
//     raw-long-stitched, raw-long-felted, raw-long-spun, raw-long-plied,
//     raw-long-twined, raw-long-laced, raw-long-pleated, raw-long-hemmed,
//     raw-long-basted, raw-long-darned, raw-long-tatted,
//     raw-long-smocked, raw-long-couched, raw-long-ruched, raw-long-shirred, raw-long-tucked, raw-long-gathered, raw-long-fringed, raw-long-ribbed, raw-long-purled, raw-long-piped, raw-long-seamed, raw-long-tufted, raw-long-twilled, raw-long-corded, raw-long-flocked: about 1,400
//     turns a conversation (raw-long-stitched about 1,050, with more text
//     a turn; bench/results/rawstate.md; raw-long-felted about 860;
//     raw-long-spun about 890; raw-long-plied about 1,070; raw-long-twined
//     about 1,220, more than a third of them system and tool turns;
//     raw-long-laced about 960, short voice turns; raw-long-pleated
//     about 1,260, short messages between two people; raw-long-hemmed
//     about 360, long emails that quote each other; raw-long-basted about
//     1,520, short spoken turns; raw-long-darned about 1,620, short chat
//     messages; raw-long-tatted about 1,650, short texts; raw-long-smocked
//     about 1,530, support chat messages, some of them pasted forms;
//     raw-long-couched about 1,460, short workplace chat messages, a
//     fifth of them colleagues'; raw-long-ruched about 1,350, requests to
//     an assistant and its longer answers; raw-long-shirred, emails
//     with headers, signatures and quoted threads; raw-long-tucked about
//     1,300, short diarized call segments and the note-taker's
//     summaries; raw-long-gathered about 1,350, short group-chat
//     messages, most of them other members'; raw-long-fringed about
//     1,310, posts and comments under site headers, most of them other
//     users'; raw-long-ribbed about 1,120, journal entries with the
//     companion's replies and the app's notices; raw-long-purled about
//     1,110, short lesson messages, half of them the tutor's;
//     raw-long-piped about 1,340, long spoken memoir turns and the
//     interviewer's questions and drafts; raw-long-seamed about 1,140,
//     requests with pasted code and data, the assistant's answers and
//     the IDE's session lines; raw-long-tufted about 1,220, booking
//     requests, the assistant's answers and a fifth of them booking
//     tools' records; raw-long-twilled about 1,200, job-search requests,
//     the assistant's drafts and answers and a fifth of them job-search
//     tools' records; raw-long-corded about 1,200, money requests, the
//     assistant's categorisations and answers and a fifth of them finance
//     tools' records; raw-long-flocked about 1,150, training, food and
//     health talk, the coach's plans and answers and a fifth of them
//     wellness tools' records).
//   - locomo (--data, default ../shared/data/locomo/locomo_dev7.json) or a
//     LoCoMo .json path: evidence recall, answer support against the gold
//     answers, abstention on category 5; questions without evidence are
//     counted apart (no_evidence).
//   - a LongMemEval .json path (package longmemeval): the authors'
//     session/turn recall_any/recall_all/ndcg_any over the capsule ranking.
//   - lme-s (alone; --lme-s, default build/datasets/lme-s/..., fetched by
//     `make lme-s`): the LongMemEval-S proxy (longmemeval.ParseProxy: user
//     turns only, sessions cut at 500 characters; labelled a proxy in every
//     report). Each question is its own namespace, each session one
//     evidence, asked at its latest haystack timestamp. Systems rank the
//     sessions (top 10): evicortex, evicortex+dense with an encoder, and
//     the peers of bench/peers/lme_peers.py (mempalace-raw, engram-search,
//     taosmd, bm25-sessions; --peers, needs `make peers`) in the same run,
//     every dense one on the vectors the run's encoder computed once in Go
//     (cached under --vector-cache by profile id and text sha256). Report:
//     per system retrieval {session_recall_any@5, @10, session_ndcg_any@10}
//     over the non-abstention questions, the same over the abstention ones
//     apart, by question type, the evicortex capsule's evidence recall at
//     512 tokens, search latency p50/p95, and the must-show verdict (best
//     evicortex recall_any@5 >= best peer's + 0.02, every peer present).
//
// Protocol: every namespace is ingested in order with occurred_at from the
// data; every question is asked with its Now (LoCoMo: a day after the
// conversation ends) at each budget. Systems: evicortex, fixed-chunk-bm25
// and recency always; evicortex+dense and fixed-chunk-dense when NewEncoder
// is set by the build or --encoder bert is given (otherwise skipped with a
// note); evicortex-text (engine without claims) on request, a diagnostic.
// The fixed-chunk baselines use the chunk config frozen per dataset in
// bench/baseline/tuned.json (--chunk tune re-runs the documented grid
// search on dev data; --freeze writes it back).
//
// Reports: JSON (-json, --out), text tables, and with --out-dir a markdown
// table and an SVG plot of evidence recall vs budget. --gate fails unless,
// per dataset and budget, evicortex's 95% CI on evidence recall (and on
// temporal accuracy where defined) lies above the best baseline's, and no
// rate dropped more than --max-regression points against the committed
// bench/results/baseline-memory.json (or --baseline-report).
//
// Usage:
//
//	evibench memory                                  # synthetic, budget 512, tables
//	evibench memory --gate                           # synthetic + scenarios, CI gate
//	evibench memory --dataset ../shared/data/locomo/locomo_dev7.json --budget 256,512,1024,2048 --out-dir bench/results
//	evibench memory --dataset scenarios --chunk tune --freeze bench/baseline/tuned.json
//	evibench memory --dataset lme-s --json                # after make lme-s peers; -tags ort adds the dense systems and peers
//
// Main is safe to call from several goroutines only with distinct writers
// and without changing NewEncoder meanwhile.
package memory
