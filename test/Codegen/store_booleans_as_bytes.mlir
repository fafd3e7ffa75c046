// RUN: osdp-opt %s --osdp-store-booleans-as-bytes --split-input-file | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// A mask two selects read: its producer writes bytes, widening the
// comparison, and each select narrows its byte back to a boolean.
// CHECK-LABEL: func.func @mask_for_two_selects
// CHECK: %[[BYTES:.*]] = tensor.empty() : tensor<64xi8>
// CHECK: %[[MASK:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<64xi32>) outs(%[[BYTES]] : tensor<64xi8>)
// CHECK: ^bb0(%{{.*}}: i32, %{{.*}}: i8):
// CHECK: %[[LT:.*]] = arith.cmpi ult
// CHECK: %[[WIDE:.*]] = arith.extui %[[LT]] : i1 to i8
// CHECK: linalg.yield %[[WIDE]] : i8
// CHECK: } -> tensor<64xi8>
// CHECK-COUNT-2: linalg.generic {{.*}} ins(%[[MASK]], %{{.*}} : tensor<64xi8>, tensor<64xf32>)
// CHECK-NOT: tensor<64xi1>
func.func @mask_for_two_selects(%bits: tensor<64xi32>, %x: tensor<64xf32>, %g: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %c = arith.constant 1073741824 : i32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%bits : tensor<64xi32>) outs(%e : tensor<64xi1>) {
  ^bb0(%b: i32, %o: i1):
    %lt = arith.cmpi ult, %b, %c : i32
    linalg.yield %lt : i1
  } -> tensor<64xi1>
  %f = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%mask, %x : tensor<64xi1>, tensor<64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%m: i1, %v: f32, %o: f32):
    %s = arith.select %m, %v, %zero : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %dx = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%mask, %g : tensor<64xi1>, tensor<64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%m: i1, %v: f32, %o: f32):
    %s = arith.select %m, %v, %zero : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %y, %dx : tensor<64xf32>, tensor<64xf32>
}

// CHECK-LABEL: func.func @reader_narrows_on_entry
// CHECK: ^bb0(%[[M:.*]]: i8, %[[V:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[B:.*]] = arith.trunci %[[M]] : i8 to i1
// CHECK-NEXT: arith.select %[[B]], %[[V]]
func.func @reader_narrows_on_entry(%bits: tensor<64xi32>, %x: tensor<64xf32>) -> tensor<64xf32> {
  %c = arith.constant 7 : i32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%bits : tensor<64xi32>) outs(%e : tensor<64xi1>) {
  ^bb0(%b: i32, %o: i1):
    %lt = arith.cmpi ult, %b, %c : i32
    linalg.yield %lt : i1
  } -> tensor<64xi1>
  %f = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%mask, %x : tensor<64xi1>, tensor<64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%m: i1, %v: f32, %o: f32):
    %s = arith.select %m, %v, %zero : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// A boolean the caller receives stays a boolean: the function's result
// type is the caller's.
// CHECK-LABEL: func.func @returned
// CHECK: tensor.empty() : tensor<64xi1>
// CHECK-NOT: arith.extui
func.func @returned(%bits: tensor<64xi32>) -> tensor<64xi1> {
  %c = arith.constant 7 : i32
  %e = tensor.empty() : tensor<64xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%bits : tensor<64xi32>) outs(%e : tensor<64xi1>) {
  ^bb0(%b: i32, %o: i1):
    %lt = arith.cmpi ult, %b, %c : i32
    linalg.yield %lt : i1
  } -> tensor<64xi1>
  return %mask : tensor<64xi1>
}

// -----

// A loop's condition, a boolean of rank zero that tensor.extract reads,
// stays a boolean.
// CHECK-LABEL: func.func @condition
// CHECK: tensor.empty() : tensor<i1>
// CHECK-NOT: arith.extui
func.func @condition(%n: tensor<i32>) -> i1 {
  %c = arith.constant 7 : i32
  %e = tensor.empty() : tensor<i1>
  %lt = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%n : tensor<i32>) outs(%e : tensor<i1>) {
  ^bb0(%v: i32, %o: i1):
    %r = arith.cmpi slt, %v, %c : i32
    linalg.yield %r : i1
  } -> tensor<i1>
  %b = tensor.extract %lt[] : tensor<i1>
  return %b : i1
}

// -----

#id = affine_map<(d0) -> (d0)>

// An update of a boolean tensor in place (its body reads the output) is
// left as it is.
// CHECK-LABEL: func.func @reads_its_output
// CHECK-NOT: arith.extui
func.func @reads_its_output(%bits: tensor<64xi32>, %old: tensor<64xi1>, %x: tensor<64xf32>) -> tensor<64xf32> {
  %c = arith.constant 7 : i32
  %zero = arith.constant 0.0 : f32
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%bits : tensor<64xi32>) outs(%old : tensor<64xi1>) {
  ^bb0(%b: i32, %o: i1):
    %lt = arith.cmpi ult, %b, %c : i32
    %a = arith.andi %lt, %o : i1
    linalg.yield %a : i1
  } -> tensor<64xi1>
  %f = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%mask, %x : tensor<64xi1>, tensor<64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%m: i1, %v: f32, %o: f32):
    %s = arith.select %m, %v, %zero : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}
