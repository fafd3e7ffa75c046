#!/usr/bin/env python3
"""Checks that osdp's libraries depend only on the stages below them.

The compiler's libraries form a stack, bottom first (LAYERS). A library may
use the libraries of lower layers and its own, never one of its own layer or
above: the sharding core sits under every stage, propagation under
partitioning, partitioning under planning, and codegen above them all. Two
kinds of edges are read from the source tree:

  * includes: `#include "osdp/..."` in lib/ and include/osdp/ (C++) and
    `include "osdp/..."` (TableGen);
  * links: the LINK_LIBS of every add_osdp_library in lib/**/CMakeLists.txt,
    the graph the build links.

Every file and library must belong to a layer, so a new directory cannot
slip past the check. With --doc FILE the script writes (or with --check-doc
compares) docs/libraries.md, the library graph drawn from the same CMake
files the build reads.

Exit status: 0 when every edge runs down the stack (and the page is
current), 1 otherwise, with one line per offending edge naming the file.
"""

import argparse
import pathlib
import re
import sys

# Bottom first. Names are paths under lib/ and include/osdp/; a file belongs
# to the longest name that prefixes its path.
LAYERS = [
    # Runtime: the runtime's C headers (runtime/include/osdp/Runtime), whose
    # ABI the compiler's lowering shares.
    ("Plain C and C++ below MLIR", ["Support", "Solver", "Runtime"]),
    ("The tools' messages and input checks", ["Tools"]),
    ("Queries on MLIR's IR, whatever the dialects", ["Utils"]),
    ("Dialects and sharding rules", ["Dialect"]),
    ("Cost model and program cost", ["Analysis"]),
    ("Sharding core", ["Sharding"]),
    ("Import and export", ["Transforms/Import", "Transforms/Export"]),
    ("Propagation", ["Transforms/Propagation"]),
    ("Partitioning", ["Transforms/Partition"]),
    ("Planning", ["Transforms/AutoShard"]),
    ("Sharding pipelines", ["Transforms/Pipelines"]),
    ("What the tools write of a plan", ["Tools/Plan"]),
    ("Conversion to linalg and the runtime", ["Conversion"]),
    ("Object emission and the manifest", ["Target"]),
    ("Codegen, shared by the targets", ["Codegen/Common"]),
    ("Codegen for one target", ["Codegen/CPU", "Codegen/GPU"]),
    ("The targets' lowering pipelines", ["Codegen/Pipelines"]),
    ("Registration", ["Registration"]),
]

# Files outside the directory of their layer.
FILES = {
    "include/osdp/Transforms/Pipelines.h": "Transforms/Pipelines",
    "include/osdp/InitAllDialects.h": "Registration",
    "include/osdp/Codegen/Pipelines.h": "Codegen/Pipelines",
}

CPP_INCLUDE = re.compile(r'^\s*#\s*include\s+"(osdp/[^"]+)"', re.M)
TD_INCLUDE = re.compile(r'^\s*include\s+"(osdp/[^"]+)"', re.M)
LIBRARY = re.compile(r"add_osdp_library\(\s*(\w+)(.*?)\)", re.S)
SECTION_WORDS = {"DEPENDS", "LINK_LIBS", "MLIR_LIBS", "LINK_COMPONENTS"}


# The layer of each name in LAYERS.
LEVEL = {name: level for level, (_, names) in enumerate(LAYERS)
         for name in names}


def component_of(relative):
    """The layer name of a path relative to the source root, or None."""
    if relative in FILES:
        return FILES[relative]
    for prefix in ("lib/", "include/osdp/"):
        if relative.startswith(prefix):
            rest = relative[len(prefix):]
            break
    else:
        return None
    matches = [name for name in LEVEL if rest.startswith(name + "/")]
    return max(matches, key=len) if matches else None


def source_files(root):
    for top in ("lib", "include/osdp"):
        for path in sorted((root / top).rglob("*")):
            if path.suffix in (".cpp", ".h", ".td") and path.is_file():
                yield path


def include_edges(root):
    """(file, source component, included header, its component)."""
    for path in source_files(root):
        relative = path.relative_to(root).as_posix()
        pattern = TD_INCLUDE if path.suffix == ".td" else CPP_INCLUDE
        for header in pattern.findall(path.read_text(errors="replace")):
            target = component_of("include/" + header)
            yield relative, component_of(relative), header, target


def libraries(root):
    """{target: (component, [linked osdp targets], CMakeLists path)}."""
    found = {}
    for cmake in sorted((root / "lib").rglob("CMakeLists.txt")):
        relative = cmake.relative_to(root).as_posix()
        text = re.sub(r"#.*", "", cmake.read_text())
        for name, body in LIBRARY.findall(text):
            links, section = [], None
            for word in body.split():
                if word in SECTION_WORDS:
                    section = word
                elif section == "LINK_LIBS" and word.startswith("OSDP"):
                    links.append(word)
            found[name] = (component_of(relative), links, relative)
    return found


def violations(root):
    problems = []

    def check(where, source, target, what):
        if source is None:
            problems.append(f"{where}: not in any layer of LAYERS")
        elif target is None:
            problems.append(f"{where}: {what} is not in any layer of LAYERS")
        elif source != target and LEVEL[target] >= LEVEL[source]:
            problems.append(
                f"{where}: {source} (layer {LEVEL[source]}) uses {what} of "
                f"{target} (layer {LEVEL[target]}), which is not below it")

    for relative, source, header, target in include_edges(root):
        check(relative, source, target, f'"{header}"')
    libs = libraries(root)
    for name, (source, links, cmake) in libs.items():
        for linked in links:
            if linked not in libs:
                continue  # a library of another tree (the runtime's)
            check(f"{cmake}: {name}", source, libs[linked][0],
                  f"library {linked}")
    return problems


def graph_page(root):
    """docs/libraries.md: the layers and the link graph of the build."""
    libs = libraries(root)
    lines = [
        "# The compiler's libraries",
        "",
        "Generated by `scripts/check_layering.py --doc docs/libraries.md` from",
        "the `add_osdp_library` calls of `lib/**/CMakeLists.txt`; the lit test",
        "`test/Layering/layering.test` fails when this page is stale or when a",
        "library uses one that is not below it (an include or a link).",
        "",
        "Layers, bottom first. A library may use the layers below its own.",
        "",
        "| layer | directories | libraries: what each links of osdp |",
        "| --- | --- | --- |",
    ]
    for level, (title, names) in enumerate(LAYERS):
        members = sorted(n for n, (c, _, _) in libs.items() if c in names)
        cells = [f"`{n}`" + (": " + ", ".join(libs[n][1]) if libs[n][1]
                             else "") for n in members]
        dirs = ", ".join(f"`{n}`" for n in names)
        lines.append(f"| {level} {title} | {dirs} | "
                     + ("<br>".join(cells) or "(headers only)") + " |")
    lines += ["", "```mermaid", "graph BT"]
    for name in sorted(libs):
        for linked in libs[name][1]:
            if linked in libs:
                lines.append(f"  {name} --> {linked}")
    lines += ["```", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", default=pathlib.Path(__file__).parents[1],
                        type=pathlib.Path, help="the source tree's root")
    parser.add_argument("--doc", type=pathlib.Path,
                        help="the library page, relative to --source")
    parser.add_argument("--check-doc", action="store_true",
                        help="fail when --doc differs from the build files")
    args = parser.parse_args()
    root = args.source.resolve()
    problems = violations(root)
    if args.doc:
        page, path = graph_page(root), root / args.doc
        if not args.check_doc:
            path.write_text(page)
        elif not path.exists() or path.read_text() != page:
            problems.append(f"{args.doc}: stale; regenerate it with "
                            f"scripts/check_layering.py --doc {args.doc}")
    for problem in dict.fromkeys(problems):
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{len(LAYERS)} layers: every include and link runs down the stack")
    return 0


if __name__ == "__main__":
    sys.exit(main())
