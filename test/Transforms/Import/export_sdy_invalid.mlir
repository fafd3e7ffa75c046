// RUN: osdp-opt %s --osdp-export-sdy --split-input-file --verify-diagnostics


osdp.mesh @mesh = <[dp = 4]>

func.func @partitioned(%x: tensor<2x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{a partitioned program has no Shardy form; export the global program}}
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2]>

func.func @manual(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{dp}]>]
      out [#osdp.sharding<@mesh, [{dp}]>] manual {dp} {
  ^bb0(%a: tensor<2xf32>):
    // expected-error @+1 {{has no Shardy form inside a manual computation}}
    %b = osdp.shard %a as <@mesh, [{}]> : tensor<2xf32>
    osdp.yield %b : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
