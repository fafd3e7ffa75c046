//===- CostModel.h - Time of computations and collectives ------*- C++ -*-===//
//
// The formulas of osdp's cost model, on plain numbers: the roofline time of
// a computation on one device and the alpha-beta time of each collective
// on a link. docs/cost-model.md derives them. ProgramCost.h applies them to
// the ops of a per-device program.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_ANALYSIS_COSTMODEL_H
#define OSDP_ANALYSIS_COSTMODEL_H

#include "osdp/Analysis/HardwareProfile.h"

#include <cstdint>

namespace osdp {

/// The collectives the partitioner emits (osdp.all_gather, ...).
enum class CollectiveKind {
  AllGather,
  ReduceScatter,
  AllReduce,
  AllToAll,
  CollectivePermute,
};

llvm::StringRef stringifyCollectiveKind(CollectiveKind kind);

/// The time of one collective among `groupSize` devices over `link`: the
/// link's fixed time per call plus messagesTime. One device alone, or no
/// bytes, takes no time.
double collectiveTime(CollectiveKind kind, double bytes, int64_t groupSize,
                      const Link &link);

/// The time a reduction of `bytes` adds to a step once
/// osdp-combine-collectives has put it in a bucket of at most `bucketBytes`
/// with others of its kind: its bytes' share of one full bucket's call, so
/// that a bucket's fixed time and latency are paid once, by its members in
/// proportion to what they send. A reduction no smaller than a bucket is a
/// call of its own; `bucketBytes` <= 0 (no combining) prices every
/// reduction as collectiveTime does.
double bucketedCollectiveTime(CollectiveKind kind, double bytes,
                              int64_t groupSize, const Link &link,
                              double bucketBytes);

/// The time of a collective's messages, where `bytes` is the larger of one
/// device's input and output (the gathered result of an all_gather, the
/// input of a reduce_scatter, the buffer of an all_reduce or all_to_all,
/// the message of a collective_permute):
///
///   all_gather, reduce_scatter, all_to_all: (n-1) a + (n-1)/n B / bw (ring)
///   all_reduce: the faster of a ring, 2 (n-1) a + 2 (n-1)/n B / bw, and a
///               tree, 2 log2(n) a + 2 B / bw
///   collective_permute: a + B / bw
double messagesTime(CollectiveKind kind, double bytes, int64_t groupSize,
                    const Link &link);

/// What a computation does on one device.
struct Work {
  /// Floating-point (or integer) operations.
  double flops = 0;
  /// Bytes read and written in memory.
  double bytes = 0;
  /// Whether the work is a matrix product (runs at the matmul peak).
  bool matmul = false;
  /// Transcendental function evaluations (exp, tanh, ...), on top of flops.
  double transcendentals = 0;
  /// Bytes a copy writes and reads before the compute can start (a
  /// convolution's padded image and patch matrix): memory time that does
  /// not overlap the compute.
  double copyBytes = 0;
  /// Of a matrix product: the bytes of its operands and result as the
  /// library sees them (a convolution's patch matrix, not its image), and
  /// the number of matrix products the library runs (the batch's size).
  double productBytes = 0;
  double products = 0;
};

/// Whether `work` is any: an op that does none (a reshape fused away, a
/// constant) costs nothing, not even the profile's fixed time per op.
inline bool doesWork(const Work &work) {
  return work.flops > 0 || work.bytes > 0 || work.transcendentals > 0 ||
         work.copyBytes > 0;
}

/// The time of the multiplications of a matrix product on `profile`'s
/// device: its FLOPs at the type's peak times the matmul efficiency, plus
/// the packing of its operands and the fixed time of each product (the
/// profile's shape terms; 0 when it has none):
///
///   flops / (peak x efficiency) + productBytes / operand_bandwidth
///     + products x call_seconds
double productTime(const Work &work, llvm::StringRef elementType,
                   const HardwareProfile &profile);

/// The roofline time of `work` of `elementType` on `profile`'s device: the
/// larger of its compute time (matrix products as productTime, other work
/// at the vector peak) and its memory time, plus the time of its copies and
/// the profile's fixed time per op if it does any.
double computeTime(const Work &work, llvm::StringRef elementType,
                   const HardwareProfile &profile);

} // namespace osdp

#endif // OSDP_ANALYSIS_COSTMODEL_H
