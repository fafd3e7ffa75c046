// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s

osdp.mesh @mesh = <[dp = 4, tp = 2, pp = 2]>

// Function argument and result shardings and roles.
// CHECK-LABEL: func.func @args(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// CHECK-SAME: %arg1: tensor<8xf32> {osdp.role = #osdp<role optimizer_state>, osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}]>}
// CHECK-SAME: %arg2: tensor<32x16xbf16> {osdp.role = #osdp<role data>}
// CHECK-SAME: %arg3: tensor<i32> {osdp.role = #osdp<role other>, osdp.sharding = #osdp.sharding<@mesh, []>}
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.role = #osdp<role gradient>, osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}], partial = {dp}>})
func.func @args(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>,
                             osdp.role = #osdp<role parameter>},
    %arg1: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}]>,
                          osdp.role = #osdp<role optimizer_state>},
    %arg2: tensor<32x16xbf16> {osdp.role = #osdp<role data>},
    %arg3: tensor<i32> {osdp.sharding = #osdp.sharding<@mesh, []>,
                        osdp.role = #osdp<role other>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}], partial = {dp}>,
                          osdp.role = #osdp<role gradient>}) {
  return %arg0 : tensor<8x16xf32>
}

// Declarations carry shardings too (checked against the function type).
// CHECK: func.func private @decl(tensor<4x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {pp}]>})
func.func private @decl(tensor<4x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {pp}]>})

// The sharding constraint; `sum` partial axes print without their kind,
// others name it; quoted axis names stay quoted only when needed.
// CHECK-LABEL: func.func @constraints(
func.func @constraints(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // CHECK: osdp.shard %arg0 as <@mesh, [{dp}, {}]> : tensor<8x16xf32>
  %0 = osdp.shard %arg0 as <@mesh, [{dp}, {}]> : tensor<8x16xf32>
  // CHECK: osdp.shard %{{.*}} as <@mesh, [{tp, dp}, {pp}]> : tensor<8x16xf32>
  %1 = osdp.shard %0 as <@mesh, [{"tp", dp}, {pp}]> : tensor<8x16xf32>
  // CHECK: osdp.shard %{{.*}} as <@mesh, [{}, {}]> : tensor<8x16xf32>
  %2 = osdp.shard %1 as <@mesh, [{}, {}]> : tensor<8x16xf32>
  // CHECK: osdp.shard %{{.*}} as <@mesh, [{dp}, {}], partial = {tp, pp}> : tensor<8x16xf32>
  %3 = osdp.shard %2 as <@mesh, [{dp}, {}], partial = {tp, pp}> : tensor<8x16xf32>
  // CHECK: osdp.shard %{{.*}} as <@mesh, [{dp}, {}], partial = {tp}> : tensor<8x16xf32>
  %4 = osdp.shard %3 as <@mesh, [{dp}, {}], partial<sum> = {tp}> : tensor<8x16xf32>
  // CHECK: osdp.shard %{{.*}} as <@mesh, [{}, {dp}], partial<max> = {tp}> : tensor<8x16xf32>
  %5 = osdp.shard %4 as <@mesh, [{}, {dp}], partial<max> = {tp}> : tensor<8x16xf32>
  return %5 : tensor<8x16xf32>
}

// Result shardings of an op, one per result.
// CHECK-LABEL: func.func @op_shardings(
// CHECK: osdp.shard %arg0 as <@mesh, [{dp}, {}]> {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x16xf32>
func.func @op_shardings(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = osdp.shard %arg0 as <@mesh, [{dp}, {}]> {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// Standalone attributes.
// CHECK: func.func private @attrs() attributes {a = #osdp.axes<{dp, tp}>, k = #osdp<reduction max>, s = #osdp.sharding<@other, [{x}]>}
func.func private @attrs() attributes {a = #osdp.axes<{dp, tp}>, k = #osdp<reduction max>, s = #osdp.sharding<@other, [{x}]>}

// What a user constraint may leave to propagation: open dimensions (`?`),
// priorities (`pN`) and replicated axes; closed dimensions without a
// priority print as before, and `p` with no open or priority is omitted.
// CHECK-LABEL: func.func @constraint_info(
// CHECK-SAME: osdp.sharding = #osdp.sharding<@mesh, [{dp, ?}, {?}]>
// CHECK-SAME: osdp.sharding = #osdp.sharding<@mesh, [{dp}p0, {?}p2, {}], replicated = {tp}>
// CHECK-SAME: osdp.sharding = #osdp.sharding<@mesh, [{?}, {tp, ?}p1], partial = {pp}, replicated = {dp}>
func.func @constraint_info(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, ?}, {?}]>},
    %arg1: tensor<8x16x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}p0, {?}p2, {}], replicated = {tp}>},
    %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {"tp", ?}p1], partial = {pp}, replicated = {dp}>}) {
  // CHECK: osdp.shard %arg0 as <@mesh, [{?}, {}p0]> : tensor<8x16xf32>
  %0 = osdp.shard %arg0 as <@mesh, [{?}, {}p0]> : tensor<8x16xf32>
  return
}
