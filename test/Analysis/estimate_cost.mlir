// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json report=%t.json" -o /dev/null | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: osdp-opt %s --osdp-estimate-cost=hardware=h100 -o /dev/null | FileCheck %s --check-prefix=H100

// A per-device program on a mesh of 2 x 4 whose figures are worked out by
// hand on a profile of round numbers (Inputs/round.json: 1e12 FLOP/s for
// f32 products, 1e11 for vector code, 1e11 B/s of memory; 4 devices per
// node, links of 1e10 B/s and 1 us inside a node, 1e9 B/s and 10 us
// across). In microseconds:
//   dot_general 128x256 by 256x64: 2*128*64*256 = 4194304 FLOP, 4.194304
//     (229376 bytes would take 2.29376);
//   exponential of 8192 elements: 8192 transcendentals at the default
//     rate (a tenth of the vector FLOP/s, the profile giving none) 0.8192
//     (it reads the all-reduce's 32768 bytes, and its result stays in
//     registers for the add it fuses with); add: reads %c and writes its returned result,
//     65536 bytes, 0.65536 -- compute 5.668864;
//   all_reduce of 32768 bytes over tp (4 devices, spanning 4: inside a
//     node): ring 2*3*1 + 2*(3/4)*32768/1e10*1e6 = 10.9152, tree 2*2*1 +
//     2*32768/1e4 = 10.5536, the faster;
//   all_gather to 65536 bytes over dp (2 devices spanning 8: across
//     nodes): 10 + (1/2)*65536/1e3 = 42.768 -- communication 53.3216.
// Memory: the caller holds the arguments (229376 bytes) and the results
// (98304) throughout; the all-reduce reads %0 into %1, 32768 bytes each,
// and %1 is read until the add (the exponential, fused into it, gets no
// buffer): 393216 at the peak.
// CHECK:      cost of @main on round: step 0.058990 ms = compute 0.005669 ms + communication 0.053322 ms
// CHECK-NEXT:   compute: 4202496 FLOP, 8192 transcendentals, 327680 bytes moved
// CHECK-NEXT:   all_gather: 1 calls, 65536 bytes, 0.042768 ms
// CHECK-NEXT:   all_reduce: 1 calls, 32768 bytes, 0.010554 ms
// CHECK-NEXT:   memory: peak 393216 bytes per device (229376 in arguments)
// CHECK-NOT: cost of @helper

// JSON: "functions": {
// JSON-NEXT: "main": {
// JSON-DAG: "argument_bytes": 229376,
// JSON-DAG: "calls": 1,
// JSON-DAG: "peak_memory_bytes": 393216,
// JSON-DAG: "result_bytes": 98304,
// JSON-DAG: "flops": 4202496,
// JSON-DAG: "transcendentals": 8192
// JSON: "hardware": {
// JSON: "name": "round"

// The same program on an H100 node: both axes inside the node's NVLink.
// H100: cost of @main on h100: step
// H100: all_gather: 1 calls, 65536 bytes
// H100: all_reduce: 1 calls, 32768 bytes

osdp.mesh @mesh = <[dp = 2, tp = 4]>

func.func @main(%a: tensor<128x256xf32>, %b: tensor<256x64xf32>, %c: tensor<128x64xf32>) -> (tensor<256x64xf32>, tensor<128x64xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x64xf32>) -> tensor<128x64xf32>
  %1 = osdp.all_reduce sum %0 on @mesh over {tp} : tensor<128x64xf32>
  %2 = stablehlo.exponential %1 : tensor<128x64xf32>
  %3 = stablehlo.add %2, %c : tensor<128x64xf32>
  %4 = osdp.all_gather %3 on @mesh along [{dp}, {}] : tensor<128x64xf32> -> tensor<256x64xf32>
  return %4, %3 : tensor<256x64xf32>, tensor<128x64xf32>
}

// Private functions are not programs of their own.
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
