// A per-device program of a 2x2 mesh with every collective osdp-partition
// emits, and an all_slice (which asks the runtime for the partition id),
// for the cuda target.
module {
  osdp.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func public @main(%a: tensor<4x8xf32>, %b: tensor<4x8xbf16>,
                         %c: tensor<8x4xi32>, %d: tensor<6xf64>)
      -> (tensor<4x8xf32>, tensor<8x8xf32>, tensor<4x4xbf16>,
          tensor<4x8xi32>, tensor<6xf64>, tensor<4x4xf32>) {
    %0 = osdp.all_reduce sum %a on @mesh over {tp, dp} : tensor<4x8xf32>
    %1 = stablehlo.exponential %0 : tensor<4x8xf32>
    %2 = osdp.all_gather %1 on @mesh along [{}, {tp}] : tensor<4x8xf32> -> tensor<4x16xf32>
    %3 = stablehlo.slice %2 [0:4, 0:8] : (tensor<4x16xf32>) -> tensor<4x8xf32>
    %4 = osdp.all_gather %3 on @mesh along [{dp}, {}] : tensor<4x8xf32> -> tensor<8x8xf32>
    %5 = osdp.reduce_scatter sum %b on @mesh over {dp} scatter 1 : tensor<4x8xbf16> -> tensor<4x4xbf16>
    %6 = osdp.all_to_all %c on @mesh over {tp} split 0 concat 1 : tensor<8x4xi32> -> tensor<4x8xi32>
    %7 = osdp.collective_permute %d on @mesh over {dp} shift 1 : tensor<6xf64>
    %8 = osdp.all_slice %a on @mesh along [{}, {tp}] : tensor<4x8xf32> -> tensor<4x4xf32>
    return %0, %4, %5, %6, %7, %8 : tensor<4x8xf32>, tensor<8x8xf32>, tensor<4x4xbf16>, tensor<4x8xi32>, tensor<6xf64>, tensor<4x4xf32>
  }
}
