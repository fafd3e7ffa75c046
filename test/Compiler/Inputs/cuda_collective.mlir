// A per-device program with a collective, which the cuda target does not
// lower yet.
module {
  osdp.mesh @mesh = <["d"=2]>
  func.func public @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = osdp.all_reduce sum %a on @mesh over {d} : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
