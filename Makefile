# TriggerGraph — the README's commands. Everything a fresh Debian machine with Swift
# lacks is installed by `make deps`, and only when it is missing.

SWIFT    ?= swift
OUT      ?= out
GRAPHS   := $(wildcard Graphs/*.swift)
TOOL     := .build/release/triggergraph
SUDO     := $(if $(filter 0,$(shell id -u)),,sudo)
APT_PKGS := libgraphviz-dev libgd-dev pkg-config fonts-dejavu-core

.PHONY: all deps build release test graphs bench clean

all: build

## deps: install libgvc, libgd, pkg-config and DejaVu Sans with apt-get, if any is missing
deps:
	@if pkg-config --exists libgvc gdlib 2>/dev/null && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then \
		echo "deps: libgvc, libgd and DejaVu Sans are installed"; \
	else \
		echo "deps: installing $(APT_PKGS)"; \
		$(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(APT_PKGS); \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product triggergraph

## test: deps, then every test
test: deps
	$(SWIFT) test

## graphs: render every scene in Graphs/ into $(OUT)/graphs, and animate each into $(OUT)/graphs/animations
graphs: release
	@rm -rf $(OUT)/graphs.tmp && mkdir -p $(OUT)/graphs.tmp
	$(TOOL) render $(GRAPHS) -o $(OUT)/graphs.tmp --format svg,png
	$(TOOL) animate $(GRAPHS) -o $(OUT)/graphs.tmp/animations --format svg,gif,html 2>$(OUT)/graphs.tmp/animate.err \
		|| { cat $(OUT)/graphs.tmp/animate.err >&2; exit 1; }
	@grep -v ': warning: ' $(OUT)/graphs.tmp/animate.err >&2 || true # render has printed the warnings
	@rm -f $(OUT)/graphs.tmp/animate.err
	@$(TOOL) text $(GRAPHS) > $(OUT)/graphs.tmp/text.txt 2>/dev/null # render has printed the warnings
	@rm -rf $(OUT)/graphs && mv $(OUT)/graphs.tmp $(OUT)/graphs
	@echo "graphs: $$(find $(OUT)/graphs -type f | wc -l | tr -d ' ') files in $(OUT)/graphs/"

## bench: the model and the renderer, each beside its baseline, as ratios
bench: deps
	@command -v dot >/dev/null || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y graphviz; }
	$(SWIFT) build -c release
	.build/release/trigger-bench --tool $(TOOL) --graphs Graphs

clean:
	rm -rf .build $(OUT) bench-out
