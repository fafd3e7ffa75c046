// RUN: osdp-opt %s --osdp-export-sdy --split-input-file --verify-diagnostics


osdp.mesh @mesh = <[dp = 4]>

func.func @partitioned(%x: tensor<2x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{a partitioned program has no Shardy form; export the global program}}
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
