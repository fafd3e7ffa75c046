#!/usr/bin/env python3
"""Checks the GPU kernels of a cuda artifact with CUDA's own assembler.

    ptxas_check.py ARTIFACT [--arch sm_90 ...] [--ptxas PATH]

An artifact compiled with `osdp-compile --target=cuda` holds the PTX of
every kernel in kernels.ptx, one module per `// gpu.binary @NAME` header.
Each module is assembled by ptxas for each architecture (default: the
manifest's gpu_archs); prints how many were accepted, and each rejection
with ptxas's message. Exits non-zero if any module is rejected or the
artifact has none.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile


def modules(path):
    """(name, text) of each PTX module in kernels.ptx."""
    found, name, lines = [], None, []
    with open(path) as f:
        for line in f:
            if line.startswith("// gpu.binary @"):
                if name is not None:
                    found.append((name, "".join(lines)))
                name, lines = line.split("@", 1)[1].strip(), []
            else:
                lines.append(line)
    if name is not None:
        found.append((name, "".join(lines)))
    return found


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("artifact")
    parser.add_argument("--arch", action="append")
    parser.add_argument("--ptxas", default=os.path.join(
        os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "ptxas"))
    args = parser.parse_args(argv)
    with open(os.path.join(args.artifact, "manifest.json")) as f:
        manifest = json.load(f)
    archs = args.arch or manifest.get("gpu_archs", [])
    found = modules(os.path.join(args.artifact, "kernels.ptx"))
    if not found or not archs:
        print("ptxas_check: no kernels or no architecture in %s" %
              args.artifact)
        return 1
    rejected = 0
    with tempfile.TemporaryDirectory(prefix="osdp-ptxas-") as tmp:
        for name, text in found:
            source = os.path.join(tmp, name + ".ptx")
            with open(source, "w") as f:
                f.write(text)
            for arch in archs:
                proc = subprocess.run(
                    [args.ptxas, "-arch=" + arch, source, "-o", os.devnull],
                    capture_output=True, text=True)
                if proc.returncode != 0:
                    rejected += 1
                    if rejected <= 5:  # The first few say enough.
                        print("ptxas rejects @%s for %s: %s" % (
                            name, arch, proc.stderr.strip()))
    if rejected:
        print("ptxas rejects %d of %d assemblies (%d kernel modules for %s)" %
              (rejected, len(found) * len(archs), len(found),
               ", ".join(archs)))
        return 1
    print("ptxas accepts all %d kernel modules for %s" % (
        len(found), ", ".join(archs)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
