#!/usr/bin/env python3
"""Writes the seed corpus and the dictionary of every fuzz target.

    make-corpus.py SOURCE_DIR OUT_DIR

OUT_DIR/seeds/<target>/ gets one file per seed (named by its SHA-1, so a
rerun rewrites the same files) and OUT_DIR/dicts/<target>.dict the target's
dictionary. Seeds come from the tests: every case of the lit tests (split at
`// -----`) and the exports of test/Inputs, the sharding strings and
attributes they contain, the solver's problems, and a few .npy files and
manifests written here. Dictionaries hold the keywords of osdp's dialects,
read from their ODS files, so that they follow the dialects as they change.
"""

import hashlib
import os
import re
import struct
import sys

# Seeds larger than this would slow every run down (libFuzzer's -max_len
# is set to it, too; docs/fuzzing.md).
MAX_SEED_BYTES = 64 * 1024

MLIR_SYNTAX = [
    "module", "func.func", "func.return", "return", "private", "public",
    "tensor<", "tuple<", "!stablehlo.token", "dense<", "dense_resource<",
    "array<i64:", "array<i1:", "loc(", "#loc", "->", "x", "?", "%arg0",
    "%0", "^bb0", "@main", "@mesh", "{", "}", "(", ")", "[", "]", "<", ">",
    ":", ",", "=", "\"", "f32", "f16", "bf16", "f64", "i1", "i8", "i32",
    "i64", "ui8", "ui32", "complex<f32>", "true", "false", "unit",
    "attributes", "sym_name", "sym_visibility", "mhlo.sharding",
    "mhlo.num_partitions", "mhlo.num_replicas", "sdy.sharding",
    "sdy.sharding_rule", "jax.result_info", "tf.aliasing_output",
    "mhlo.frontend_attributes", "osdp.sharding", "osdp.role", "#sdy.mesh<",
    "#sdy.sharding<", "#sdy.sharding_per_value<", "#osdp.sharding<",
    "partial=", "device_ids=", "replicated=", "// -----",
]

GSPMD_SYNTAX = [
    "{", "}", "[", "]", ",", "=", "<=", "T(", ")", "replicated", "maximal",
    "manual", "device=", "devices=", "last_tile_dim_replicate",
    "last_tile_dims=", "{manual}", "{replicated}", "0", "1", "2", "4", "8",
]

SDY_SYNTAX = [
    "#sdy.sharding<", "@mesh", "@other", "<[", "]>", "[{", "}]", "{", "}",
    "\"x\"", "\"y\"", "\"a\"", "\"b\"", "\"x\":(1)2", "\"y\":(2)2", "?",
    "p0", "p1", "p2", "replicated={", "unreduced={", "mesh<", "[\"x\"=2]",
    "device_ids=[", ", ", "}, {",
]

JSON_SYNTAX = ["{", "}", "[", "]", ":", ",", "\"", "true", "false", "null",
               "-", "e+", "1e15", "0", "1", "-1", "9223372036854775807",
               "\\u0000", "\\\""]

IOPDDL_KEYS = ["problem", "name", "nodes", "intervals", "costs", "usages",
               "edges", "usage_limit"]

MANIFEST_KEYS = ["format", "osdp-artifact-1", "mesh", "axes", "name", "size",
                 "device_ids", "target", "cpu", "cuda", "target_cpu",
                 "target_features", "inputs", "outputs", "dtype",
                 "local_shape", "global_shape", "sharding", "partial",
                 "aliases_result", "role", "f32", "bf16", "i32", "i1"]

NPY_SYNTAX = ["\\x93NUMPY", "\\x01\\x00", "\\x02\\x00", "\\x03\\x00",
              "{'descr': ", "'fortran_order': ", "'shape': ", "False", "True",
              "(", ")", ",", "'<f4'", "'<f8'", "'<f2'", "'<V2'", "'|i1'",
              "'<i4'", "'<i8'", "'|u1'", "'<u8'", "'|b1'", "'>f4'", "}"]


def write_seeds(out_dir, target, seeds):
    path = os.path.join(out_dir, "seeds", target)
    os.makedirs(path, exist_ok=True)
    count = 0
    for seed in seeds:
        if not seed or len(seed) > MAX_SEED_BYTES:
            continue
        name = hashlib.sha1(seed).hexdigest()
        with open(os.path.join(path, name), "wb") as f:
            f.write(seed)
        count += 1
    return count


def dict_entry(token):
    """A token as a libFuzzer dictionary line (its escapes: \\\\, \\", \\xNN)."""
    if "\\x" in token:  # Already written with byte escapes.
        return '"%s"' % token
    escaped = "".join("\\x%02X" % ord(c) if c in '"\\' or not c.isprintable()
                      else c for c in token)
    return '"%s"' % escaped


def write_dict(out_dir, target, tokens):
    path = os.path.join(out_dir, "dicts")
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, target + ".dict"), "w") as f:
        for token in sorted(set(tokens)):
            f.write(dict_entry(token) + "\n")


def test_files(source_dir, suffixes):
    for root, _, files in os.walk(os.path.join(source_dir, "test")):
        for name in sorted(files):
            if name.endswith(suffixes):
                yield os.path.join(root, name)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def mlir_cases(source_dir):
    """Every `// -----` case of the lit tests and every export, with the
    tests' comment lines (RUN, CHECK, expected-error) dropped."""
    for path in test_files(source_dir, (".mlir",)):
        text = read(path)
        for case in re.split(rb"(?m)^// -----.*$", text):
            lines = [line for line in case.splitlines(keepends=True)
                     if not line.lstrip().startswith(b"//")]
            yield b"".join(lines).strip() + b"\n"


def unescape_mlir_string(body):
    """The bytes of an MLIR string literal's body (\\\\, \\", \\n, \\XX)."""
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i:i + 1]
        if c != b"\\":
            out += c
            i += 1
            continue
        nxt = body[i + 1:i + 2]
        if nxt in (b"\\", b'"'):
            out += nxt
            i += 2
        elif nxt == b"n":
            out += b"\n"
            i += 2
        else:
            out += bytes([int(body[i + 1:i + 3], 16)])
            i += 3
    return bytes(out)


def gspmd_strings(source_dir):
    pattern = re.compile(rb'mhlo\.sharding = "((?:[^"\\]|\\.)*)"')
    for path in test_files(source_dir, (".mlir", ".test")):
        for match in pattern.finditer(read(path)):
            yield unescape_mlir_string(match.group(1))


def balanced_attribute(text, start):
    """The attribute at `start` (`#sdy.sharding<...>`), up to its closing
    `>`: brackets inside strings are skipped, and `->` is no bracket."""
    depth, i, in_string = 0, start, False
    while i < len(text):
        c = text[i:i + 1]
        if in_string:
            if c == b"\\":
                i += 1
            elif c == b'"':
                in_string = False
        elif c == b'"':
            in_string = True
        elif c == b"<":
            depth += 1
        elif c == b">" and text[i - 1:i] != b"-":
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
        i += 1
    return None


def sdy_shardings(source_dir):
    for path in test_files(source_dir, (".mlir",)):
        text = read(path)
        for match in re.finditer(rb"#sdy\.sharding<", text):
            attribute = balanced_attribute(text, match.start())
            if attribute:
                yield attribute


def npy_file(descr, shape, data, major=1):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (
        descr, "(%s)" % "".join("%d," % n for n in shape) if len(shape) == 1
        else "(%s)" % ", ".join(str(n) for n in shape))
    length_format = "<H" if major == 1 else "<I"
    prefix_length = 8 + struct.calcsize(length_format)
    padding = -(prefix_length + len(header) + 1) % 64
    header = header + " " * padding + "\n"
    return (b"\x93NUMPY" + bytes([major, 0]) +
            struct.pack(length_format, len(header)) + header.encode() + data)


def npy_seeds():
    yield npy_file("<f4", [2, 3], struct.pack("<6f", *range(6)))
    yield npy_file("<i4", [], struct.pack("<i", 7))
    yield npy_file("<i8", [4], struct.pack("<4q", 1, 2, 3, 4), major=2)
    yield npy_file("<V2", [2, 2], b"\x80\x3f" * 4, major=3)
    yield npy_file("|b1", [3], b"\x01\x00\x01")
    yield npy_file("|u1", [0, 5], b"")


MANIFESTS = [
    b"""{"format": "osdp-artifact-1", "entry": "main",
 "mesh": {"axes": [{"name": "dp", "size": 2}, {"name": "tp", "size": 2}]},
 "inputs": [{"dtype": "f32", "local_shape": [4, 8], "global_shape": [8, 16],
   "sharding": [["dp"], ["tp"]], "role": "parameter"},
  {"dtype": "i32", "local_shape": [3], "global_shape": [5],
   "sharding": [["tp"]], "aliases_result": 1}],
 "outputs": [{"dtype": "f32", "local_shape": [8, 16],
   "global_shape": [8, 16], "sharding": [[], []], "partial": ["dp"],
   "name": "loss"},
  {"dtype": "i32", "local_shape": [3], "global_shape": [5],
   "sharding": [["tp"]]}]}
""",
    b"""{"format": "osdp-artifact-1", "target": "cuda", "target_cpu": "",
 "target_features": ["+avx2"],
 "mesh": {"axes": [{"name": "a", "size": 2}, {"name": "b", "size": 3}],
          "device_ids": [5, 4, 3, 2, 1, 0]},
 "inputs": [{"dtype": "bf16", "local_shape": [1, 2, 2],
   "global_shape": [2, 5, 2], "sharding": [["a"], ["b"], []]}],
 "outputs": [{"dtype": "i1", "local_shape": [], "global_shape": []}]}
""",
]


def ods_keywords(source_dir):
    """Op names (`stablehlo.add`), attribute mnemonics (`#sdy.sharding`),
    the keywords of assembly formats and enum cases of osdp's dialects."""
    dialects = os.path.join(source_dir, "include", "osdp", "Dialect")
    for dialect in sorted(os.listdir(dialects)):
        ir = os.path.join(dialects, dialect, "IR")
        if not os.path.isdir(ir):
            continue
        names = set()
        texts = [read(os.path.join(ir, f)).decode()
                 for f in sorted(os.listdir(ir)) if f.endswith(".td")]
        for text in texts:
            names.update(re.findall(r'let name = "(\w+)";', text))
        prefix = names.pop() if len(names) == 1 else dialect.lower()
        for text in texts:
            for op in re.findall(r'^def \w+\s*:\s*\w*Op<"([\w.]+)"', text,
                                 re.M):
                yield "%s.%s" % (prefix, op)
            for mnemonic in re.findall(r'let mnemonic = "(\w+)";', text):
                yield "#%s.%s<" % (prefix, mnemonic)
            for word in re.findall(r"`([A-Za-z_][\w.]*)`", text):
                yield word
            for case in re.findall(r'EnumAttrCase<"(\w+)"', text):
                yield case


def main():
    source_dir, out_dir = sys.argv[1], sys.argv[2]
    mlir = list(mlir_cases(source_dir))
    counts = {
        "mlir-parse-fuzzer": write_seeds(out_dir, "mlir-parse-fuzzer", mlir),
        "shard-pipeline-fuzzer": write_seeds(out_dir, "shard-pipeline-fuzzer",
                                             mlir),
        "gspmd-sharding-fuzzer": write_seeds(out_dir, "gspmd-sharding-fuzzer",
                                             gspmd_strings(source_dir)),
        "sdy-sharding-fuzzer": write_seeds(out_dir, "sdy-sharding-fuzzer",
                                           sdy_shardings(source_dir)),
        "iopddl-fuzzer": write_seeds(out_dir, "iopddl-fuzzer", (
            read(p) for p in test_files(source_dir, (".json",))
            if os.sep + "Solver" + os.sep in p)),
        "npy-fuzzer": write_seeds(out_dir, "npy-fuzzer", npy_seeds()),
        "manifest-fuzzer": write_seeds(out_dir, "manifest-fuzzer", MANIFESTS),
    }
    keywords = list(ods_keywords(source_dir))
    write_dict(out_dir, "mlir-parse-fuzzer", MLIR_SYNTAX + keywords)
    write_dict(out_dir, "shard-pipeline-fuzzer", MLIR_SYNTAX + keywords)
    write_dict(out_dir, "gspmd-sharding-fuzzer", GSPMD_SYNTAX)
    write_dict(out_dir, "sdy-sharding-fuzzer", SDY_SYNTAX)
    write_dict(out_dir, "iopddl-fuzzer", JSON_SYNTAX + IOPDDL_KEYS)
    write_dict(out_dir, "manifest-fuzzer", JSON_SYNTAX + MANIFEST_KEYS)
    write_dict(out_dir, "npy-fuzzer", NPY_SYNTAX)
    for target, count in counts.items():
        print("%s: %d seeds" % (target, count))


if __name__ == "__main__":
    main()
