# TriggerGraph — the README's commands. Everything a fresh Debian machine with Swift
# lacks is installed by `make deps`, and only when it is missing.

SWIFT    ?= swift
OUT      ?= out
GRAPHS   := $(wildcard Graphs/*.swift)
PAGES    := $(wildcard Graphs/[0-9]*.md)

# PORTABLE=1: the POSIX build. The same sources with the POSIX path compiled in place of every
# Linux-only call (syncfs, renameat2, prctl, sched_setaffinity, F_SETPIPE_SZ, inotify), as macOS
# builds them: the compilation condition TG_PORTABLE, for Swift and for C. In a build folder of
# its own, .build/portable, so that it and the Linux build do not rebuild each other.
# `make build|release|test|graphs PORTABLE=1`.
PORTABLE ?=
ifeq ($(PORTABLE),1)
BUILD_PATH  := .build/portable
BUILD_FLAGS := --build-path $(BUILD_PATH) -Xswiftc -DTG_PORTABLE -Xcc -DTG_PORTABLE
else
BUILD_PATH  := .build
BUILD_FLAGS :=
endif
TOOL     := $(BUILD_PATH)/release/triggergraph
SUDO     := $(if $(filter 0,$(shell id -u)),,sudo)
APT_PKGS := libgraphviz-dev libharfbuzz-dev libgd-dev libpng-dev libcmark-gfm-dev libmicrohttpd-dev pkg-config fonts-dejavu-core poppler-utils

.PHONY: all deps build release test lint format graphs docs bench bench-preview-memory fuzz clean portable-symbols portable-output

all: build

## deps: install libgvc, HarfBuzz, libgd, libpng, cmark-gfm, libmicrohttpd, pkg-config and DejaVu Sans with apt-get, if any is missing,
## and poppler's pdftohtml, with which the tests read the text a PDF frame draws
deps:
	@if pkg-config --exists libgvc harfbuzz gdlib libpng16 libcmark-gfm libmicrohttpd 2>/dev/null && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && command -v pdftohtml >/dev/null; then \
		echo "deps: libgvc, HarfBuzz, libgd, libpng, cmark-gfm, libmicrohttpd, DejaVu Sans and pdftohtml are installed"; \
	else \
		echo "deps: installing $(APT_PKGS)"; \
		$(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(APT_PKGS); \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

## release: the tool, optimised, with Swift's runtime and FoundationEssentials linked in, so that a run starts
## without loading and relocating Swift's shared libraries (the C libraries stay shared)
# RELEASE_FLAGS: this package's code reaches a generic type's metadata through its accessor, with the
# conformances it needs passed in, not by demangling the type's name at its first use: a name whose
# type has requirements (a Set's or a Dictionary's Hashable key) makes the runtime search every
# conformance record of the binary for each, 5% of a one-block render's instructions. Codegen only:
# the same code runs, and no output changes. A hidden frontend flag, measured with Swift 6.3.1; the
# bench's own package is built with it too, so that its in-process benches time the code that ships.
# --disable-local-rpath: the tool needs no library from its own folder (Swift's are linked in), so
# its RUNPATH no longer names $ORIGIN: the loader stops looking there first for every library
# (35 of a one-block render's 1,339 system calls, 30 of them failing), and a library planted
# beside the binary is not loaded in place of the system's.
RELEASE_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
release: deps
	$(SWIFT) build -c release --product triggergraph --static-swift-stdlib --disable-local-rpath $(RELEASE_FLAGS) $(BUILD_FLAGS)

## test: deps, the formatter's lint, then every test
test: deps lint
	$(SWIFT) test $(BUILD_FLAGS)

## portable-symbols: the POSIX build's release binary, whose undefined symbols (nm -u) must include none of
## Linux's own calls; the Linux build's, if built, must include them (the check sees what it looks for)
LINUX_ONLY_CALLS := syncfs renameat2 prctl sched_setaffinity inotify_init1 inotify_add_watch
portable-symbols:
	@$(MAKE) --no-print-directory release PORTABLE=1
	@found=$$(nm -u .build/portable/release/triggergraph | awk '{print $$NF}' | sed 's/@.*//' | \
		grep -xE '$(subst $(eval) ,|,$(LINUX_ONLY_CALLS))' | sort -u | tr '\n' ' '); \
	if [ -n "$$found" ]; then echo "portable-symbols: the POSIX build calls $$found"; exit 1; fi
	@if [ -x .build/release/triggergraph ]; then \
		for call in $(LINUX_ONLY_CALLS); do \
			nm -u .build/release/triggergraph | awk '{print $$NF}' | sed 's/@.*//' | grep -qx $$call || \
				{ echo "portable-symbols: the Linux build does not call $$call: the check looks for the wrong names"; exit 1; }; \
		done; \
	fi
	@echo "portable-symbols: the POSIX build calls none of $(LINUX_ONLY_CALLS)"

## portable-output: the course rendered by the Linux build and by the POSIX build (both release), compared byte for byte
portable-output:
	@$(MAKE) --no-print-directory release
	@$(MAKE) --no-print-directory release PORTABLE=1
	@rm -rf $(OUT)/portable-output && mkdir -p $(OUT)/portable-output
	.build/release/triggergraph render $(GRAPHS) -o $(OUT)/portable-output/linux --format svg,png --theme both 2>/dev/null
	.build/portable/release/triggergraph render $(GRAPHS) -o $(OUT)/portable-output/posix --format svg,png --theme both 2>/dev/null
	diff -r $(OUT)/portable-output/linux $(OUT)/portable-output/posix
	@echo "portable-output: $$(find $(OUT)/portable-output/linux -type f | wc -l | tr -d ' ') files, byte-identical from both builds"
	@rm -rf $(OUT)/portable-output

## lint: the code as .swift-format has it, strictly (swift-format ships with the toolchain)
# The bench and fuzz packages by their sources: their .build folders hold other packages' code.
FORMATTED := Sources Tests Benchmarks/Sources Benchmarks/CourseCore Fuzz/Sources Plugins
lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)

## format: rewrite the code as .swift-format has it
format:
	$(SWIFT) format format --in-place --recursive $(FORMATTED)

## graphs: render every block in Graphs/ into $(OUT)/graphs: its frames, in both themes, and its animations, from one layout
graphs: release
	@rm -rf $(OUT)/graphs.tmp && mkdir -p $(OUT)/graphs.tmp
	$(TOOL) render $(GRAPHS) -o $(OUT)/graphs.tmp --format svg,png --theme both --animate svg,gif,html
	@$(TOOL) text $(GRAPHS) > $(OUT)/graphs.tmp/text.txt 2>/dev/null # render has printed the warnings
	@rm -rf $(OUT)/graphs && mv $(OUT)/graphs.tmp $(OUT)/graphs
	@echo "graphs: $$(find $(OUT)/graphs -type f | wc -l | tr -d ' ') files in $(OUT)/graphs/"

## docs: the course's pages as a DocC catalog (out/docs/Course.docc), built into a static site in out/docs/site,
## and the library's reference (Sources/TriggerGraph/TriggerGraph.docc) built into out/docs/library
LIBRARY_MODULES := TriggerModel,LessonScript,DOT,TriggerDiagram,Graphviz,TriggerRender,Animation,Pages,Publishing,SystemIO,TextEscapes
docs: release
	@rm -rf $(OUT)/docs.tmp && mkdir -p $(OUT)/docs.tmp
	$(TOOL) docc $(PAGES) -o $(OUT)/docs.tmp/Course.docc --format svg 2>/dev/null
	docc convert $(OUT)/docs.tmp/Course.docc --output-path $(OUT)/docs.tmp/site \
		--transform-for-static-hosting
	$(SWIFT) build --target TriggerGraph
	@# One symbol graph for the module a program imports, with the symbols of the modules it re-exports.
	@bin=$$($(SWIFT) build --show-bin-path) && maps="" && \
	for map in $$bin/*.build/module.modulemap; do \
		case $$map in *-tool.build/*) ;; *) maps="$$maps -Xcc -fmodule-map-file=$$map";; esac; \
	done && mkdir -p $(OUT)/docs.tmp/symbol-graphs && \
	swift-symbolgraph-extract -module-name TriggerGraph -I $$bin/Modules \
		$(patsubst %/module.modulemap,-I %,$(wildcard Sources/*/module.modulemap)) $$maps \
		-minimum-access-level public -skip-synthesized-members \
		-experimental-allowed-reexported-modules=$(LIBRARY_MODULES) -output-dir $(OUT)/docs.tmp/symbol-graphs
	docc convert Sources/TriggerGraph/TriggerGraph.docc --additional-symbol-graph-dir $(OUT)/docs.tmp/symbol-graphs \
		--fallback-display-name TriggerGraph --fallback-bundle-identifier triggergraph.TriggerGraph \
		--output-path $(OUT)/docs.tmp/library --transform-for-static-hosting --analyze --warnings-as-errors
	@rm -rf $(OUT)/docs.tmp/symbol-graphs $(OUT)/docs && mv $(OUT)/docs.tmp $(OUT)/docs
	@echo "docs: open it with: python3 -m http.server --directory $(OUT)/docs/site 8000, then http://localhost:8000/documentation/course"
	@echo "docs: the library: python3 -m http.server --directory $(OUT)/docs/library 8001, then http://localhost:8001/documentation/triggergraph"

## bench: the model, the renderer, a peer tool and the preview, each beside its baseline, as ratios; memory over 10,000 renders;
## at real-time priority where allowed (BENCH_PRIORITY=normal: not)
# The benchmarks are a package of their own, Benchmarks/, on the library this one publishes; they
# time the release tool built here, and run from here (Graphs/, .build/bench-scratch). The build plan
# is made anew each time: a cached one misses source files added to this package since (SwiftPM 6.3).
# BENCH_PRIORITY: the bench runs at real-time priority (`chrt -f 1`, first-in first-out) where the
# system allows it (root, or CAP_SYS_NICE), it and every process it starts (the tool, `dot`): on a
# machine shared with other jobs, theirs then wait while it runs, so that a ratio compares its two
# sides and not what else ran beside each. `make bench BENCH_PRIORITY=normal` runs it as any job;
# the first line says which it was. Its arguments go to trigger-bench (`BENCH_ARGS="--only peer"`).
BENCH_PRIORITY ?= realtime
BENCH_ARGS     ?=
BENCH_CHRT     := $(if $(filter realtime,$(BENCH_PRIORITY)),$(shell chrt -f 1 true 2>/dev/null && echo chrt -f 1))
bench: release
	@command -v dot >/dev/null || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y graphviz; }
	cd Benchmarks && $(SWIFT) build -c release --disable-build-manifest-caching $(RELEASE_FLAGS)
	@echo "bench: $(if $(BENCH_CHRT),at real-time priority ($(BENCH_CHRT)),at normal priority$(if $(filter realtime,$(BENCH_PRIORITY)), (chrt -f 1 is not allowed here)))"
	$(BENCH_CHRT) Benchmarks/.build/release/trigger-bench --tool $(TOOL) --graphs Graphs $(BENCH_ARGS)

## bench-preview-memory: the preview's resident memory over 3,000 saves of a page (at most 3 MB of growth)
bench-preview-memory: release
	TOOL=$(TOOL) sh Benchmarks/preview-memory.sh 3000 200

## fuzz: build the libFuzzer targets of Fuzz/ and run each for $(SECONDS) seconds
# Seeds: the course blocks and pages, and the inputs kept in Tests/Fixtures/fuzz-regressions/,
# which `make test` replays. New corpus entries go to Fuzz/Corpus/<target>/, crashes to
# Fuzz/Crashes/<target>/ (both ignored by git). Swift's own backtracer is off: AddressSanitizer
# reports the crash. libgvc 2.43 leaks a few KB a layout (HTML-like tables, fonts), so
# fuzz-labels runs without LeakSanitizer and with room to grow (about 1.5 GB after 15 minutes).
SECONDS      ?= 60
FUZZ_TARGETS := fuzz-lesson fuzz-labels
FUZZ_BUILD   := -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
FUZZ_SEEDS_fuzz-lesson := Graphs Tests/Fixtures/no-tree Tests/Fixtures/fuzz-regressions/fuzz-lesson
FUZZ_SEEDS_fuzz-labels := Tests/Fixtures/fuzz-regressions/fuzz-labels

fuzz: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_BUILD)
	@status=0; for target in $(FUZZ_TARGETS); do \
		mkdir -p Fuzz/Corpus/$$target Fuzz/Crashes/$$target; \
		echo "fuzz: $$target for $(SECONDS) s"; \
		case $$target in \
			fuzz-lesson) seeds="$(FUZZ_SEEDS_fuzz-lesson)"; leaks=1; flags="";; \
			fuzz-labels) seeds="$(FUZZ_SEEDS_fuzz-labels)"; leaks=0; flags="-rss_limit_mb=6144";; \
		esac; \
		ASAN_OPTIONS=detect_leaks=$$leaks SWIFT_BACKTRACE=enable=no \
		Fuzz/.build/release/$$target $$flags -detect_leaks=$$leaks -max_total_time=$(SECONDS) -timeout=10 \
			-print_final_stats=1 -dict=Fuzz/Dictionaries/$$target.dict -artifact_prefix=Fuzz/Crashes/$$target/ \
			Fuzz/Corpus/$$target $$seeds || status=1; \
	done; \
	if [ $$status -ne 0 ]; then echo "fuzz: a target failed; its input is in Fuzz/Crashes/"; fi; exit $$status

clean:
	rm -rf .build $(OUT) bench-out Benchmarks/.build Fuzz/.build
