# A throwaway PostgreSQL server for the ledger's PostgreSQL tests.
#
#   make postgres-start   initdb into $(PGTMP) and start on 127.0.0.1 (a free port from $(PGPORT),
#                         probed with bash's /dev/tcp: make's /bin/sh may have none);
#                         installs the Debian postgresql package when no initdb is found
#   make postgres-stop    stop the server and delete $(PGTMP)
#   make test-postgres    start, run the ledger conformance suite against it, stop
#
# $(PGTMP)/dsn holds the connection string of the running server (database
# evicortex_test, user postgres, trust auth on loopback only). The cluster
# and its unix socket live in $(PGTMP) too, or in a /tmp/evicortex-pg.*
# directory (named in $(PGTMP)/base) when the server user cannot write
# $(PGTMP) or its path is too long for a socket. PostgreSQL refuses to run
# as root: as root the server runs as the user postgres (created when missing). Data safety is off
# (fsync, full_page_writes) because the cluster is thrown away.
PGTMP  ?= $(CURDIR)/.pgtmp
PGPORT ?= 54329
PGUSER_OS ?= postgres

.PHONY: postgres-start postgres-stop test-postgres

# pg_as runs a PostgreSQL binary as $(PGUSER_OS) when we are root.
pg_as = if [ "$$(id -u)" = 0 ]; then runuser -u $(PGUSER_OS) -- "$$@"; else "$$@"; fi

postgres-start:
	@set -eu; \
	bindir=""; \
	find_bin() { \
		for d in /usr/lib/postgresql/*/bin; do if [ -x "$$d/initdb" ]; then bindir=$$d; fi; done; \
		if [ -z "$$bindir" ] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then \
			bindir=$$(dirname "$$(readlink -f "$$(command -v pg_ctl)")"); fi; \
	}; \
	find_bin; \
	if [ -z "$$bindir" ]; then \
		if ! command -v apt-get >/dev/null 2>&1; then echo "postgres-start: no initdb/pg_ctl in PATH or /usr/lib/postgresql/*/bin and no apt-get: install PostgreSQL" >&2; exit 1; fi; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; \
		else echo "postgres-start: PostgreSQL missing and not root and no sudo: apt-get install postgresql" >&2; exit 1; fi; \
		echo "== installing postgresql (apt-get)"; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null || \
			{ $$SUDO apt-get update -q >/dev/null && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null; }; \
		find_bin; \
		if [ -z "$$bindir" ]; then echo "postgres-start: apt-get installed postgresql but no initdb found" >&2; exit 1; fi; \
	fi; \
	run() { $(pg_as); }; \
	if [ -f "$(PGTMP)/dsn" ] && run "$$bindir/pg_ctl" -D "$$(cat $(PGTMP)/base)/data" status >/dev/null 2>&1; then \
		echo "== postgres already running: $$(cat $(PGTMP)/dsn)"; exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && ! id -u $(PGUSER_OS) >/dev/null 2>&1; then useradd --system --no-create-home $(PGUSER_OS); fi; \
	rm -rf "$(PGTMP)"; mkdir -p "$(PGTMP)"; base="$(PGTMP)"; \
	if [ "$$(id -u)" = 0 ]; then chown $(PGUSER_OS) "$(PGTMP)"; fi; \
	if ! run test -w "$$base" || [ $${#base} -gt 80 ]; then \
		base=$$(mktemp -d /tmp/evicortex-pg.XXXXXX); if [ "$$(id -u)" = 0 ]; then chown $(PGUSER_OS) "$$base"; fi; fi; \
	echo "$$base" >"$(PGTMP)/base"; \
	run mkdir -p "$$base/sock"; \
	run "$$bindir/initdb" -D "$$base/data" -U postgres -E UTF8 --locale=C --auth-local=trust --auth-host=trust --no-sync >"$(PGTMP)/initdb.log" 2>&1 || \
		{ cat "$(PGTMP)/initdb.log" >&2; exit 1; }; \
	port=$(PGPORT); \
	in_use() { bash -c "exec 3<>/dev/tcp/127.0.0.1/$$1" 2>/dev/null; }; \
	while [ "$$port" = 54331 ] || in_use $$port; do port=$$((port + 1)); done; \
	run "$$bindir/pg_ctl" -D "$$base/data" -l "$$base/server.log" -w -t 60 \
		-o "-p $$port -k $$base/sock -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200" \
		start >/dev/null || { cat "$$base/server.log" >&2; exit 1; }; \
	psql=$$bindir/psql; [ -x "$$psql" ] || psql=psql; \
	run "$$psql" -q -h 127.0.0.1 -p $$port -U postgres -d postgres -c 'CREATE DATABASE evicortex_test' >/dev/null; \
	echo "postgres://postgres@127.0.0.1:$$port/evicortex_test?sslmode=disable" >"$(PGTMP)/dsn"; \
	echo "$$bindir" >"$(PGTMP)/bindir"; \
	echo "== postgres $$("$$bindir/postgres" --version | awk '{print $$3}') on 127.0.0.1:$$port ($(PGTMP))"

postgres-stop:
	@set -eu; \
	if [ -f "$(PGTMP)/bindir" ] && [ -f "$(PGTMP)/base" ]; then \
		base=$$(cat "$(PGTMP)/base"); \
		set -- "$$(cat $(PGTMP)/bindir)/pg_ctl" -D "$$base/data" -m fast -w stop; \
		($(pg_as)) >/dev/null 2>&1 || true; \
		rm -rf "$$base"; \
	fi; \
	rm -rf "$(PGTMP)"

test-postgres: deps
	@$(MAKE) --no-print-directory postgres-start
	@rc=0; EVICORTEX_TEST_POSTGRES_DSN=$$(cat "$(PGTMP)/dsn") EVICORTEX_REQUIRE_POSTGRES=1 \
		$(GO) test $(GOTESTFLAGS) -run 'Postgres|Conformance|TwoProcess' ./ledger/... || rc=$$?; \
	$(MAKE) --no-print-directory postgres-stop; exit $$rc
