//===- Pipelines.h - osdp pass pipelines ------------------------*- C++ -*-===//
//
// The pipelines users run from the command line. The options live in one
// struct shared by the stages, as in Shardy's propagation pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PIPELINES_H
#define OSDP_TRANSFORMS_PIPELINES_H

#include "osdp/Transforms/Partition/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace osdp {

class PlanListener;

/// The options both pipelines take, for what they run after partitioning:
/// the pipeline stages (osdp-split-stages'), the buckets of collectives and
/// their overlap. `Derived` is the pipeline's options struct.
template <typename Derived>
struct PartitionedStepOptions : public mlir::PassPipelineOptions<Derived> {
  template <typename T> using Option = mlir::detail::PassOptions::Option<T>;
  template <typename T>
  using ListOption = mlir::detail::PassOptions::ListOption<T>;

  Option<int64_t> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("Combine collectives into buckets of at most this many "
                     "bytes per device (0: one call each)"),
      llvm::cl::init(CombineCollectivesPassOptions().maxBucketBytes)};
  Option<bool> overlap{
      *this, "overlap",
      llvm::cl::desc("Issue collectives ahead of their first reader, so that "
                     "compute hides them (osdp-overlap-collectives)"),
      llvm::cl::init(false)};

  Option<std::string> stages{
      *this, "stages",
      llvm::cl::desc("Cut the step into this many pipeline stages, one per "
                     "position along the stage axis, which the mesh gains "
                     "if it lacks it (osdp-split-stages); auto: as many as "
                     "the planner chose (--osdp-auto-shard: the count whose "
                     "plan is predicted fastest; the module's "
                     "osdp.stage_count)"),
      llvm::cl::init("1")};
  Option<std::string> schedule{
      *this, "schedule",
      llvm::cl::desc("The order in which each pipeline stage runs the "
                     "microbatches: 1f1b or gpipe"),
      llvm::cl::init("1f1b")};
  Option<std::string> stageAxis{
      *this, "stage-axis",
      llvm::cl::desc("The mesh axis of the pipeline stages; no tensor is "
                     "split along it"),
      llvm::cl::init("pipe")};
  ListOption<std::string> stageCuts{
      *this, "stage-cuts",
      llvm::cl::desc("Where each stage after the first begins: the first "
                     "forward op reading the parameter whose name holds "
                     "this path (blocks.6: args[0]['blocks'][6]...); one "
                     "per stage after the first (osdp-split-stages' cuts; "
                     "default: stages of equal predicted time)")};
};

/// Options of `--osdp-shard`.
struct ShardPipelineOptions
    : public PartitionedStepOptions<ShardPipelineOptions> {
  Option<std::string> mesh{
      *this, "mesh",
      llvm::cl::desc("The mesh for GSPMD shardings, `name:size,...` or "
                     "`name=size,...` (e.g. `dp:4,tp:2`); Shardy exports "
                     "declare their own")};
  Option<bool> conservative{
      *this, "conservative",
      llvm::cl::desc("Propagate only through ops that keep factors intact"),
      llvm::cl::init(false)};
  Option<std::string> hardware{
      *this, "hardware",
      llvm::cl::desc("A hardware preset or profile: propagation settles "
                     "conflicts by predicted time (default: by evidence)")};
  Option<bool> explain{
      *this, "explain",
      llvm::cl::desc("Report each conflict settled by predicted time"),
      llvm::cl::init(false)};
  Option<std::string> remat{
      *this, "remat",
      llvm::cl::desc("What the forward pass saves for the backward pass: "
                     "none, or dots (the products' results; the ops between "
                     "them are recomputed)"),
      llvm::cl::init("none")};
  Option<std::string> microbatches{
      *this, "microbatches",
      llvm::cl::desc("Run the batch as this many microbatches, accumulating "
                     "their gradients (osdp-microbatch)"),
      llvm::cl::init("1")};
};

/// Annotated global program -> per-device SPMD program: inline the private
/// helpers, import the user's shardings, propagate them to every value,
/// partition, optimize the collectives, clean up.
void buildShardPipeline(mlir::OpPassManager &pm,
                        const ShardPipelineOptions &options);

/// Registers `--osdp-shard`.
void registerShardPipeline();

struct AutoShardPipelineOptions
    : public PartitionedStepOptions<AutoShardPipelineOptions> {
  Option<std::string> mesh{*this, "mesh",
                           llvm::cl::desc("The device mesh, `name=size,...`")};
  Option<std::string> dataAxis{
      *this, "data-axis",
      llvm::cl::desc("The mesh axis data is split over (default: the first)")};
  Option<std::string> hardware{
      *this, "hardware",
      llvm::cl::desc("A hardware preset (h100, h200, a100-80g, cpu) or the "
                     "path of a JSON profile"),
      llvm::cl::init("h100")};
  Option<std::string> memory{
      *this, "memory",
      llvm::cl::desc("Memory per device (e.g. 80GiB; default: the "
                     "profile's)")};
  Option<std::string> mode{*this, "mode",
                           llvm::cl::desc("auto, dp, fsdp, osdp or megatron"),
                           llvm::cl::init("osdp")};
  Option<double> timeLimit{
      *this, "time-limit",
      llvm::cl::desc("Seconds the solver may take (mode=auto: all its "
                     "solves together)"),
      llvm::cl::init(30.0)};
  Option<uint64_t> seed{*this, "seed", llvm::cl::desc("The solver's seed"),
                        llvm::cl::init(1)};
  Option<uint64_t> solverRounds{
      *this, "solver-rounds",
      llvm::cl::desc("mode=auto: search rounds per solver thread (0: until "
                     "the time limit)"),
      llvm::cl::init(10)};
  Option<unsigned> solverThreads{
      *this, "solver-threads",
      llvm::cl::desc("mode=auto: solver threads (0: one per core); the "
                     "plan depends on their number"),
      llvm::cl::init(0)};
  Option<int64_t> splitGatheredBytes{
      *this, "split-gathered-bytes",
      llvm::cl::desc("Split products of sharded parameters larger than this "
                     "so that each gathers only a slice (0: none)"),
      llvm::cl::init(0)};
  Option<std::string> remat{
      *this, "remat",
      llvm::cl::desc("What the forward pass saves for the backward pass: "
                     "none, dots (the products' results; the ops between "
                     "them are recomputed), or auto (none if a plan fits "
                     "so, else dots)"),
      llvm::cl::init("none")};
  Option<std::string> microbatches{
      *this, "microbatches",
      llvm::cl::desc("Run the batch as this many microbatches, accumulating "
                     "their gradients (osdp-microbatch), or auto (1 if a "
                     "plan fits so, else the fewest of 2, 4, 8... that "
                     "fit)"),
      llvm::cl::init("1")};
  Option<bool> planOnly{
      *this, "plan-only",
      llvm::cl::desc("Stop after writing the shardings (for inspection and "
                     "--osdp-export-sdy)"),
      llvm::cl::init(false)};
};

/// Training step -> per-device SPMD program, its shardings chosen from the
/// cost model: inline, import the user's shardings (constraints), infer
/// the arguments' roles, plan under the memory limit, then (unless
/// plan-only) propagate and partition as osdp-shard does. The planning
/// pass hands its report to `listener`, if one is given.
void buildAutoShardPipeline(mlir::OpPassManager &pm,
                            const AutoShardPipelineOptions &options,
                            PlanListener *listener = nullptr);

/// Registers `--osdp-auto-shard`.
void registerAutoShardPipeline();

} // namespace osdp

#endif // OSDP_TRANSFORMS_PIPELINES_H
