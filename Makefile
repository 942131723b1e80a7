# NameScope: `make start` serves the whole site at http://localhost:8080; `make test` runs every test.
# Both set everything up from a fresh clone: dependencies, PostgreSQL and Redis, migrations and seeds.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Settings: the environment and make's command line win over .env, as they do for dotenv, docker compose and
# every process's own loader (runtime/src/load-env.ts): `make start PORT=9000` and `PORT=9000 make start`
# both work. The processes read .env themselves; make reads from it only what it needs to decide which local
# stores to run (the last assignment in the file counts, quotes stripped), and exports what it decided.
dotenv = $(shell [ -f .env ] && sed -n 's/^[[:space:]]*$(1)=//p' .env | tail -n 1 | sed -e 's/^"\(.*\)"$$/\1/' -e "s/^'\(.*\)'$$/\1/")
LOCAL_PG_PORT ?= $(or $(call dotenv,LOCAL_PG_PORT),5432)
LOCAL_REDIS_PORT ?= $(or $(call dotenv,LOCAL_REDIS_PORT),6379)
DATABASE_URL ?= $(call dotenv,DATABASE_URL)
REDIS_URL ?= $(call dotenv,REDIS_URL)
# docker compose's Redis requires a password; the local Redis asks for it too when it is set.
REDIS_PASSWORD ?= $(call dotenv,REDIS_PASSWORD)
# Where the local PostgreSQL keeps its cluster, and its fsync (scripts/services.sh says more).
LOCAL_PG_DATA ?= $(call dotenv,LOCAL_PG_DATA)
PG_FSYNC ?= $(call dotenv,PG_FSYNC)

# Empty store URLs mean 'run local servers' (Docker when an engine answers, else local PostgreSQL/Redis);
# the processes then get the local URLs. An operator who sets a URL gets no local server for that store.
ifeq ($(strip $(DATABASE_URL)),)
LOCAL_PG := 1
override DATABASE_URL := postgres://namescope:namescope@127.0.0.1:$(LOCAL_PG_PORT)/namescope
endif
ifeq ($(strip $(REDIS_URL)),)
LOCAL_REDIS := 1
override REDIS_URL := redis://$(if $(REDIS_PASSWORD),:$(REDIS_PASSWORD)@)127.0.0.1:$(LOCAL_REDIS_PORT)
endif
export DATABASE_URL REDIS_URL REDIS_PASSWORD LOCAL_PG LOCAL_REDIS LOCAL_PG_PORT LOCAL_REDIS_PORT LOCAL_PG_DATA PG_FSYNC

# The site `make start` runs, the tests and the benchmarks use the upstream sandbox (they start it, so all works
# offline) unless the environment or .env chooses UPSTREAMS. Nothing else gets this default: `make config`,
# `make smoke`, the processes on their own and docker compose use mainnet, so a copy of .env.example deploys
# against the real chains (issue 20: it once pointed a compose deployment at a sandbox that was not running).
SITE_UPSTREAMS := $(or $(UPSTREAMS),$(call dotenv,UPSTREAMS),sandbox)
start start-prod test test-e2e bench: export UPSTREAMS := $(SITE_UPSTREAMS)

# Scripts run under node with tsx as a loader: no npx/tsx wrapper process between make and our code.
TS := node --import tsx

STAMP := node_modules/.install-stamp

.PHONY: help install services migrate seed build start stop config test test-unit test-e2e check bench smoke backup restore \
	build-node start-prod

help:
	@echo "make start  - install, start PostgreSQL/Redis, migrate, seed, build and serve http://localhost:$(or $(PORT),$(call dotenv,PORT),8080)"
	@echo "make start-prod - the same, but each process runs its compiled JavaScript (tsc -b into dist/) with plain node"
	@echo "make test   - the same set-up, then unit, integration and browser tests"
	@echo "make stop   - stop the site's processes and the local PostgreSQL/Redis"
	@echo "make test-unit / make test-e2e - the unit tests alone (no stores), or the browser tests alone"
	@echo "make config - print each process's effective configuration (secrets redacted)"
	@echo "make check  - typecheck (tsc -b), lint and format check"
	@echo "make bench  - run the benchmarks under bench/"
	@echo "make smoke  - check that the configured upstreams (UPSTREAMS) answer the truth about well-known names"
	@echo "make backup - dump PostgreSQL to backups/ (make restore BACKUP=file puts one back; docs/operations.md)"

.env:
	cp .env.example .env

$(STAMP): package.json package-lock.json $(wildcard */package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: .env $(STAMP)

services: install
	bash scripts/services.sh up

migrate: services
	npm run --silent migrate

seed: migrate
	npm run --silent seed

build: install
	npm run --silent build

start: seed build
	$(TS) scripts/run-all.ts

# Production mode: every process compiled by tsc (tsconfig.build.json, into each workspace's dist/) and run with
# plain node under the same supervisor; no TypeScript is transpiled at start-up (docs/operations.md).
build-node: install
	npm run --silent build:node

start-prod: seed build build-node
	RUN_MODE=compiled $(TS) scripts/run-all.ts

stop:
	-$(TS) scripts/stop-all.ts
	bash scripts/services.sh down

config: .env
	@$(TS) scripts/print-config.ts

test: seed
	bash scripts/ensure-chromium.sh
	bash scripts/ensure-promtool.sh
	npm run --silent build
	npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
	npx vitest run --config web/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json
	$(TS) scripts/test/summary.ts test-results/unit.json test-results/e2e.json

# The fast tests alone: unit tests need no stores, no build and no browser.
test-unit: install
	bash scripts/ensure-promtool.sh
	npx vitest run --project unit

# The browser tests alone, against a freshly built site and its own stack.
test-e2e: seed
	bash scripts/ensure-chromium.sh
	npm run --silent build
	npx vitest run --config web/e2e/vitest.config.ts

check: install
	npm run --silent check

bench: seed build
	$(TS) bench/run-all.ts

# Looks up well-known names on all twelve services through the lookup worker's adapters (lookup-worker/src/smoke).
smoke: install
	$(TS) lookup-worker/src/smoke/main.ts

# PostgreSQL backups of DATABASE_URL (scripts/pg-backup.sh): `make backup` writes backups/namescope-<UTC time>.dump
# (or BACKUP=file); `make restore BACKUP=file` puts one back, all or nothing.
backup:
	bash scripts/pg-backup.sh dump $(BACKUP)

restore:
	@[ -n "$(BACKUP)" ] || { echo "usage: make restore BACKUP=backups/namescope-<time>.dump" >&2; exit 2; }
	bash scripts/pg-backup.sh restore $(BACKUP)
