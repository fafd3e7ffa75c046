// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json report=%t.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.json

// The memory timeline and the communication points of a prediction, on
// the profile of round numbers of estimate_cost.mlir (figures in
// microseconds and bytes; see there).
//
// Communication points: both all-gathers come from one source line and
// are summed (two calls, 85.536 us), before the all-reduce; the op's name
// and its frames, innermost first, are read off the location.
// CHECK:      "communication_points": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "bytes": 131072,
// CHECK-NEXT:     "calls": 2,
// CHECK-NEXT:     "frames": [
// CHECK-NEXT:       "gather_rows at model.py:12",
// CHECK-NEXT:       "step at model.py:30"
// CHECK-NEXT:     ],
// CHECK-NEXT:     "kind": "all_gather",
// CHECK-NEXT:     "name": "jit(step)/all_gather",
// CHECK-NEXT:     "seconds": 8.5536{{[0-9]*}}e-05
// CHECK-NEXT:   },
// CHECK-NEXT:   {
// CHECK-NEXT:     "bytes": 32768,
// CHECK-NEXT:     "calls": 1,
// CHECK-NEXT:     "frames": [
// CHECK-NEXT:       "model.py:7"
// CHECK-NEXT:     ],
// CHECK-NEXT:     "kind": "all_reduce",
// CHECK-NEXT:     "name": "",
// CHECK-NEXT:     "seconds": 1.05536{{[0-9]*}}e-05
// CHECK-NEXT:   }
// CHECK-NEXT: ],

// Timeline: one sample per op (the program is short) and one for its
// end, each at the time its op ends. The caller holds %a, %b and the
// result (196608 + 65536 bytes) throughout: 262144. The product (4.194304)
// adds its 32768-byte result; the all-reduce (10.5536) its own 32768; each
// all-gather (42.768) 65536, the product's result dead after the
// all-reduce and %1 after the second gather, which is the peak; the add
// writes the returned result, which the caller holds already, and frees
// both gathers.
// CHECK:      "memory_timeline": [
// CHECK-NEXT:   [
// CHECK-NEXT:     4.19430{{[0-9]+}}e-06,
// CHECK-NEXT:     294912
// CHECK-NEXT:   ],
// CHECK-NEXT:   [
// CHECK-NEXT:     1.4747{{[0-9]+}}e-05,
// CHECK-NEXT:     327680
// CHECK-NEXT:   ],
// CHECK-NEXT:   [
// CHECK-NEXT:     5.7515904{{[0-9]*}}e-05,
// CHECK-NEXT:     360448
// CHECK-NEXT:   ],
// CHECK-NEXT:   [
// CHECK-NEXT:     0.00010028{{[0-9]+}},
// CHECK-NEXT:     425984
// CHECK-NEXT:   ],
// CHECK-NEXT:   [
// CHECK-NEXT:     0.000102249984{{[0-9]*}},
// CHECK-NEXT:     393216
// CHECK-NEXT:   ],
// CHECK-NEXT:   [
// CHECK-NEXT:     0.000102249984{{[0-9]*}},
// CHECK-NEXT:     262144
// CHECK-NEXT:   ],
// CHECK-NEXT:   [
// CHECK-NEXT:     0.000102249984{{[0-9]*}},
// CHECK-NEXT:     262144
// CHECK-NEXT:   ]
// CHECK-NEXT: ],
// CHECK:      "peak_memory_bytes": 425984,

osdp.mesh @mesh = <[dp = 2, tp = 4]>

func.func @main(%a: tensor<128x256xf32>, %b: tensor<256x64xf32>) -> tensor<256x64xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x64xf32>) -> tensor<128x64xf32>
  %1 = osdp.all_reduce sum %0 on @mesh over {tp} : tensor<128x64xf32> loc("model.py":7:3)
  %2 = osdp.all_gather %1 on @mesh along [{dp}, {}] : tensor<128x64xf32> -> tensor<256x64xf32> loc(#gather)
  %3 = osdp.all_gather %1 on @mesh along [{dp}, {}] : tensor<128x64xf32> -> tensor<256x64xf32> loc(#gather)
  %4 = stablehlo.add %2, %3 : tensor<256x64xf32>
  return %4 : tensor<256x64xf32>
}

#frame = loc("gather_rows"("model.py":12:5))
#caller = loc("step"("model.py":30:1))
#gather = loc("jit(step)/all_gather"(callsite(#frame at #caller)))
