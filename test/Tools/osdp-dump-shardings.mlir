// --osdp-dump-shardings writes, after the pipeline, the meshes and the
// sharding of every defined function's arguments and results as JSON: the
// machine interface the Python package reads instead of the IR's text.
// RUN: osdp-opt %s --osdp-dump-shardings=%t.json -o /dev/null
// RUN: %python -c "import json, sys; d = json.load(open(sys.argv[1])); print(json.dumps(d['meshes'], sort_keys=True)); [print(json.dumps(v, sort_keys=True)) for v in d['functions']['main']['arguments'] + d['functions']['main']['results']]; print(sorted(d['functions'])); print(d['mesh_names'], d['function_names'])" %t.json | FileCheck %s

// CHECK:      {"b_mesh": {"axes": {{\[\["x", 2\]\]}}, "device_ids": []}, "mesh": {"axes": {{\[\["dp", 2\], \["tp", 2\]\]}}, "device_ids": [3, 2, 1, 0]}}
// The global shape comes from osdp.global_type; the type as written, and
// its shape, are the local ones.
// CHECK-NEXT: {"dtype": "f32", "local_shape": [2, 4], "shape": [4, 4], "sharding": {"dims": {{\[\["dp"\], \[\]\]}}, "mesh": "mesh", "partial": [], "partial_kind": "sum"}, "type": "tensor<2x4xf32>"}
// CHECK-NEXT: {"dtype": "i32", "local_shape": [3], "shape": [3], "sharding": null, "type": "tensor<3xi32>"}
// CHECK-NEXT: {"dtype": "f32", "local_shape": [4, 2], "shape": [4, 2], "sharding": {"dims": {{\[\[\], \["tp"\]\]}}, "mesh": "mesh", "partial": ["dp"], "partial_kind": "max"}, "type": "tensor<4x2xf32>"}
// Declarations have no shardings to read.
// CHECK-NEXT: ['a_helper', 'main']
// The names of the meshes and of the defined functions, in the module's
// order (JSON objects have none).
// CHECK-NEXT: ['mesh', 'b_mesh'] ['main', 'a_helper']

// The directory must exist: a message and a non-zero exit, no output.
// RUN: not osdp-opt %s --osdp-dump-shardings=%t.missing/shardings.json -o %t.out.mlir 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: osdp-opt: --osdp-dump-shardings: the directory of {{.*}}shardings.json does not exist
// RUN: not test -e %t.out.mlir

osdp.mesh @mesh = <[dp = 2, tp = 2], device_ids = [3, 2, 1, 0]>
osdp.mesh @b_mesh = <[x = 2]>

func.func @main(%x: tensor<2x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>, osdp.global_type = tensor<4x4xf32>}, %y: tensor<3xi32>) -> (tensor<4x2xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}], partial<max> = {dp}>}) {
  %0 = stablehlo.constant dense<0.0> : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func private @decl(tensor<4xf32>)

func.func @a_helper(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
