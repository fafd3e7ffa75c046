# osdp: the two commands a new user runs are `make demo` and `make check`.
#
#   make deps    install the Debian packages and the tests' Python environment (idempotent)
#   make build   deps + configure + compile
#   make demo    build, then run the main job on the bundled example
#   make check   build, then run every test (lit + FileCheck, unit tests, the
#                runtime's tests against its sanitized build) and a short run
#                of every fuzz target; what CI runs (.ci/run), about half an
#                hour on 2 cores; prints each stage's time at the end
#   make check-fast   build, then the lit and unit tests but the execution
#                matrices (REQUIRES: full-check), without the fuzz and
#                sanitized builds: a few minutes, for the edit-test loop
#   make readme-figures   run the demo and print the figures README.md
#                quotes (scripts/readme_figures.sh)
#   make fuzz    the libFuzzer targets (Clang, in build-fuzz; docs/fuzzing.md)
#   make check-sanitize   every test against a build with AddressSanitizer
#                and UndefinedBehaviorSanitizer (in build-sanitize)
#   make bench-deps   IREE for benchmarks/cpu_exec.py
#   make zoo     export the model zoo (benchmarks/model_zoo) into build/zoo,
#                with its generator's packages in build/zoo-venv
#   make plan-regret   every zoo program under every mode, measured on 2
#                and 4 ranks (benchmarks/plan_regret.py)

BUILD_DIR   ?= build
LLVM_PREFIX ?= /usr/lib/llvm-22
CMAKE_FLAGS ?=
JOBS        ?= $(shell nproc)

# Everything the build and the tests need, from Debian's archive (chromium:
# the plan report page is checked in a headless browser).
DEB_PACKAGES := cmake ninja-build ccache gcc g++ python3 python3-venv zlib1g-dev \
                llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools \
                libgtest-dev openmpi-bin libopenmpi-dev libopenblas-dev \
                chromium

# What the fuzz targets add: Debian's Clang of the same LLVM and its
# libFuzzer and sanitizer runtimes.
FUZZ_DEB_PACKAGES := clang-22 libclang-rt-22-dev

FUZZ_DIR     ?= build-fuzz
SANITIZE_DIR ?= build-sanitize
# Seconds of each fuzz target's run in `make check`.
FUZZ_SECONDS ?= 10

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The Python environment of the tests: XLA (jax/jaxlib from PyPI, pinned) is
# the reference executor that partitioned programs are checked against.
VENV         := $(BUILD_DIR)/venv
REQUIREMENTS := python/requirements-check.txt

.PHONY: all deps deb-deps fuzz-deps bench-deps zoo-deps zoo plan-regret \
        build demo check check-fast fuzz check-fuzz check-sanitize clean \
        format docs readme-figures

all: build

# Installs only what is missing, so a second run costs one dpkg query and
# one timestamp check.
deps: deb-deps $(VENV)/.installed

# $(call install-debs,PACKAGES): installs those of PACKAGES not installed.
define install-debs
	@missing=""; \
	for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	else \
	  echo "All Debian packages present."; \
	fi
endef

deb-deps:
	$(call install-debs,$(DEB_PACKAGES))

fuzz-deps:
	$(call install-debs,$(FUZZ_DEB_PACKAGES))

$(VENV)/.installed: $(REQUIREMENTS) | deb-deps
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q --disable-pip-version-check -r $(REQUIREMENTS)
	touch $@

# IREE, the benchmarks' second reference (not needed by the tests).
bench-deps: deps
	$(VENV)/bin/pip install -q --disable-pip-version-check -r python/requirements-bench.txt

# The model zoo's generator: Hugging Face Transformers' Flax classes and
# optax, pinned, in an environment of their own (the tests read the
# committed exports and need neither).
ZOO_VENV := $(BUILD_DIR)/zoo-venv
ZOO_REQUIREMENTS := benchmarks/model_zoo/requirements.txt

$(ZOO_VENV)/.installed: $(ZOO_REQUIREMENTS) $(REQUIREMENTS) | deb-deps
	python3 -m venv $(ZOO_VENV)
	$(ZOO_VENV)/bin/pip install -q --disable-pip-version-check -r $(ZOO_REQUIREMENTS)
	touch $@

zoo-deps: $(ZOO_VENV)/.installed

zoo: zoo-deps
	$(ZOO_VENV)/bin/python benchmarks/model_zoo/export.py --out $(BUILD_DIR)/zoo

plan-regret: build zoo
	$(VENV)/bin/python benchmarks/plan_regret.py --build $(BUILD_DIR) --zoo $(BUILD_DIR)/zoo

$(BUILD_DIR)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD_DIR) \
	  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit \
	  $(CMAKE_FLAGS)

build: deps $(BUILD_DIR)/build.ninja
	cmake --build $(BUILD_DIR) -j $(JOBS)

demo: build
	./scripts/demo.sh $(BUILD_DIR)

# The figures README.md quotes about the demo, from a run of it here
# (scripts/readme_figures.sh), so that they are measured, not remembered.
readme-figures: build
	./scripts/readme_figures.sh $(BUILD_DIR)

# The stages of make check and make check-fast, one after another, each
# timed by scripts/timed.sh, which prints a table of their times at the end
# (also when a stage fails). The sanitized runtime and the fuzzers are built
# once: when nothing changed, both builds are Ninja's no-ops (the sanitized
# runtime's, an ExternalProject built always, takes 0.07 s then).
STAGE_TIMES = $(BUILD_DIR)/stage-times-$@.txt
TIMED       = scripts/timed.sh $(STAGE_TIMES)

check:
	@$(TIMED) --reset
	@$(TIMED) "build ($(BUILD_DIR), with make deps)" $(MAKE) --no-print-directory build
	@$(TIMED) "fuzz build ($(FUZZ_DIR))" $(MAKE) --no-print-directory fuzz
	@$(TIMED) "sanitized runtime (check-osdp-depends)" \
	  cmake --build $(BUILD_DIR) --target check-osdp-depends
	@$(TIMED) "lit suite (check-osdp)" cmake --build $(BUILD_DIR) --target check-osdp
	@$(TIMED) "fuzz run ($(FUZZ_SECONDS) s per target)" \
	  fuzz/run.sh --build-dir $(FUZZ_DIR) --seconds $(FUZZ_SECONDS)
	@$(TIMED) --summary

# What check leaves out: the execution matrices (lit's tier=fast,
# test/lit.cfg.py), the sanitized runtime's suite, the fuzz build and run.
check-fast:
	@$(TIMED) --reset
	@$(TIMED) "build ($(BUILD_DIR), with make deps)" $(MAKE) --no-print-directory build
	@$(TIMED) "lit suite, fast tier (check-osdp-fast)" \
	  cmake --build $(BUILD_DIR) --target check-osdp-fast
	@$(TIMED) --summary

# The fuzz build: every library compiled by Clang with coverage and
# AddressSanitizer (OSDP_BUILD_FUZZERS); -O1 keeps crash stacks close to the
# source, and without -DNDEBUG a failed assertion is a crash the fuzzer
# reports.
$(FUZZ_DIR)/build.ninja: | fuzz-deps
	cmake -G Ninja -S . -B $(FUZZ_DIR) \
	  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit \
	  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
	  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
	  -DOSDP_BUILD_FUZZERS=ON -DOSDP_RUNTIME_SANITIZED_TESTS=OFF

fuzz: deps fuzz-deps $(FUZZ_DIR)/build.ninja
	cmake --build $(FUZZ_DIR) --target osdp-fuzzers -j $(JOBS)

check-fuzz: fuzz
	fuzz/run.sh --build-dir $(FUZZ_DIR) --seconds $(FUZZ_SECONDS)

# Everything built with the sanitizers (OSDP_SANITIZERS) and the whole
# suite run against it; the tests' Python environment is the main build's.
$(SANITIZE_DIR)/build.ninja: | deb-deps
	cmake -G Ninja -S . -B $(SANITIZE_DIR) \
	  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
	  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
	  -DOSDP_SANITIZERS=address,undefined \
	  -DOSDP_CHECK_PYTHON=$(abspath $(VENV))/bin/python

check-sanitize: deps $(SANITIZE_DIR)/build.ninja
	cmake --build $(SANITIZE_DIR) -j $(JOBS)
	cmake --build $(SANITIZE_DIR) --target check-osdp

docs: build
	cmake --build $(BUILD_DIR) --target osdp-doc

format:
	git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR) $(FUZZ_DIR) $(SANITIZE_DIR)
