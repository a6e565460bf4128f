package ledger

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"sync"
)

// dialect is what differs between the SQLite and the PostgreSQL backend.
// Queries are written once, with '?' placeholders and SQL both engines
// accept (ON CONFLICT, RETURNING, IS NOT DISTINCT FROM, string_agg with
// ORDER BY); the PostgreSQL driver rewrites '?' to $n (rebind). What cannot
// be shared lives here.
type dialect struct {
	backend    Backend   // what Store.Backend reports
	migrations *[]string // (*migrations)[i] upgrades version i to i+1 (a pointer: tests extend the list)
	// versionTable holds the one-row schema version (column "version").
	versionTable string
	// purgeTemp creates (if needed) and empties the temp table purge_ev.
	purgeTemp string
	// aliasesJSON selects the aliases of entity en.seq as a JSON array text,
	// ordered by alias_key.
	aliasesJSON string
	// readTx starts the multi-statement read transactions of Verify and
	// Check: they must see one snapshot.
	readTx *sql.TxOptions
	// fkCheck reports whether Check asks the engine for foreign key
	// violations (SQLite enforces them per connection; PostgreSQL always).
	fkCheck bool
	// contentBytes: evidence.content is a byte column (PostgreSQL text
	// cannot hold NUL, which valid UTF-8 content may contain).
	contentBytes bool
	// readVersion checks the ledger marker inside the migration transaction
	// (initialising an empty database) and returns the stored version.
	readVersion func(context.Context, *sql.Tx) (int, error)
	// writeLock, when set, is run first in every write transaction with
	// Store.lockKey: it orders writers of several processes.
	writeLock string
	// afterPurge is the best effort to get purged bytes out of the files
	// once the purge has committed.
	afterPurge func(*Store, context.Context) error
}

var sqliteDialect = &dialect{
	backend:      BackendSQLite,
	migrations:   &migrations,
	versionTable: "schema_version",
	purgeTemp:    `CREATE TEMP TABLE IF NOT EXISTS purge_ev (seq INTEGER PRIMARY KEY); DELETE FROM purge_ev;`,
	aliasesJSON:  `(SELECT json_group_array(alias ORDER BY alias_key) FROM entity_aliases WHERE entity_seq = en.seq)`,
	readTx:       &sql.TxOptions{ReadOnly: true},
	fkCheck:      true,
	readVersion:  readSchemaVersion,
	afterPurge:   (*Store).checkpointTruncate,
}

var postgresDialect = &dialect{
	backend:      BackendPostgres,
	migrations:   &pgMigrations,
	versionTable: "evicortex_meta",
	purgeTemp:    `CREATE TEMP TABLE IF NOT EXISTS purge_ev (seq BIGINT PRIMARY KEY); DELETE FROM purge_ev;`,
	aliasesJSON: `(SELECT coalesce(json_agg(alias ORDER BY alias_key)::text, '[]') FROM entity_aliases
		WHERE entity_seq = en.seq)`,
	readTx:       &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead},
	contentBytes: true,
	readVersion:  pgReadSchemaVersion,
	writeLock:    `SELECT pg_advisory_xact_lock(?, ?)`,
	afterPurge:   (*Store).vacuumPurged,
}

// contentArg is the bind value of evidence content for this backend.
func (d *dialect) contentArg(content string) any {
	if d.contentBytes {
		return []byte(content)
	}
	return content
}

// rebindCache maps a '?' query to its $n form. Queries are constants or
// built from a bounded set of shapes (IN lists of up to maxParams ids), so
// the cache stays small; past rebindCacheMax entries it stops growing.
var rebindCache struct {
	sync.RWMutex
	m map[string]string
}

const rebindCacheMax = 4096

// rebind rewrites '?' placeholders to $1, $2, ... once per query text,
// leaving '?' inside quoted literals, quoted identifiers and comments alone.
func rebind(q string) string {
	rebindCache.RLock()
	out, ok := rebindCache.m[q]
	rebindCache.RUnlock()
	if ok {
		return out
	}
	out = rebindScan(q)
	rebindCache.Lock()
	if rebindCache.m == nil {
		rebindCache.m = map[string]string{}
	}
	if len(rebindCache.m) < rebindCacheMax {
		rebindCache.m[q] = out
	}
	rebindCache.Unlock()
	return out
}

func rebindScan(q string) string {
	if !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 16)
	n := 0
	for i := 0; i < len(q); i++ {
		c := q[i]
		switch {
		case c == '\'' || c == '"':
			j := strings.IndexByte(q[i+1:], c)
			if j < 0 {
				b.WriteString(q[i:])
				return b.String()
			}
			b.WriteString(q[i : i+j+2])
			i += j + 1
		case c == '-' && i+1 < len(q) && q[i+1] == '-':
			j := strings.IndexByte(q[i:], '\n')
			if j < 0 {
				j = len(q) - i
			}
			b.WriteString(q[i : i+j])
			i += j - 1
		case c == '?':
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
