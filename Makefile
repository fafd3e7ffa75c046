# osdp: the two commands a new user runs are `make demo` and `make check`.
#
#   make deps    install the Debian packages and the tests' Python environment (idempotent)
#   make build   deps + configure + compile
#   make demo    build, then run the main job on the bundled example
#   make check   build, then run every test (lit + FileCheck, unit tests)
#   make bench-deps   IREE for benchmarks/cpu_exec.py

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

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The Python environment of the tests: XLA (jax/jaxlib from PyPI, pinned) is
# the reference executor that partitioned programs are checked against.
VENV         := $(BUILD_DIR)/venv
REQUIREMENTS := python/requirements-check.txt

.PHONY: all deps deb-deps bench-deps build demo check clean format docs

all: build

# Installs only what is missing, so a second run costs one dpkg query and
# one timestamp check.
deps: deb-deps $(VENV)/.installed

deb-deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	else \
	  echo "All Debian packages present."; \
	fi

$(VENV)/.installed: $(REQUIREMENTS) | deb-deps
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q --disable-pip-version-check -r $(REQUIREMENTS)
	touch $@

# IREE, the benchmarks' second reference (not needed by the tests).
bench-deps: deps
	$(VENV)/bin/pip install -q --disable-pip-version-check -r python/requirements-bench.txt

$(BUILD_DIR)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD_DIR) \
	  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit \
	  $(CMAKE_FLAGS)

build: deps $(BUILD_DIR)/build.ninja
	cmake --build $(BUILD_DIR) -j $(JOBS)

demo: build
	./scripts/demo.sh $(BUILD_DIR)

check: build
	cmake --build $(BUILD_DIR) --target check-osdp

docs: build
	cmake --build $(BUILD_DIR) --target osdp-doc

format:
	git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR)
