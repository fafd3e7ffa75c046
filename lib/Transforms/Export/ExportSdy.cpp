//===- ExportSdy.cpp - osdp shardings to Shardy annotations ---------------===//

#include "osdp/Transforms/Export/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/SDY/IR/SDY.h"
#include "osdp/Sharding/CollectivesToStableHLO.h"
#include "osdp/Sharding/SdySubAxes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_EXPORTSDYPASS
#include "osdp/Transforms/Export/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

static constexpr llvm::StringLiteral kSdyShardingAttr = "sdy.sharding";

namespace {

class SdyExporter {
public:
  explicit SdyExporter(ModuleOp module) : module(module) {}
  LogicalResult run();

private:
  /// The Shardy form of `sharding`.
  sdy::TensorShardingAttr convert(ShardingAttr sharding);
  void exportFunction(FunctionOpInterface func);
  LogicalResult exportOp(Operation *op);
  /// sdy.manual_computation, with the body's collectives as JAX writes them
  /// (StableHLO collectives over partition ids, with channel handles).
  LogicalResult exportManualComputation(ManualComputationOp op);

  ModuleOp module;
};

} // namespace

/// The Shardy axes of `mesh`: consecutive pieces of one axis that the
/// importer split (`SdySubAxes.h`) form that axis again.
static SmallVector<MeshAxis> getSdyAxes(MeshAttr mesh) {
  SmallVector<MeshAxis> axes;
  StringRef previous;
  for (auto [name, size] :
       llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes())) {
    std::optional<SubAxisName> piece = parseSubAxisName(name.getValue());
    if (piece && !axes.empty() && piece->axis == previous) {
      axes.back().size *= size;
      continue;
    }
    previous = piece ? piece->axis : StringRef();
    axes.push_back({piece ? piece->axis.str() : name.str(), size});
  }
  return axes;
}

/// The Shardy references to `axes` of `mesh`: pieces of a split axis become
/// sub-axes, merged where consecutive, and the whole axis where they cover
/// it.
static SmallVector<sdy::AxisRefAttr>
axisRefs(MLIRContext *context, ArrayRef<StringAttr> axes, MeshAttr mesh) {
  struct Ref {
    std::string axis;
    int64_t preSize = 0, size = 0; // 0: a whole axis.
  };
  SmallVector<Ref> refs;
  for (StringAttr axis : axes) {
    std::optional<SubAxisName> piece = parseSubAxisName(axis.getValue());
    if (!piece) {
      refs.push_back({axis.str()});
      continue;
    }
    if (!refs.empty() && refs.back().axis == piece->axis && refs.back().size &&
        refs.back().preSize * refs.back().size == piece->preSize) {
      refs.back().size *= piece->size;
      continue;
    }
    refs.push_back({piece->axis.str(), piece->preSize, piece->size});
  }
  SmallVector<MeshAxis> sdyAxes;
  if (mesh)
    sdyAxes = getSdyAxes(mesh);
  SmallVector<sdy::AxisRefAttr> result;
  for (const Ref &ref : refs) {
    auto whole = llvm::find_if(
        sdyAxes, [&](const MeshAxis &axis) { return axis.name == ref.axis; });
    sdy::SubAxisInfoAttr sub;
    if (ref.size && !(ref.preSize == 1 && whole != sdyAxes.end() &&
                      whole->size == ref.size))
      sub = sdy::SubAxisInfoAttr::get(context, ref.preSize, ref.size);
    result.push_back(sdy::AxisRefAttr::get(context, ref.axis, sub));
  }
  return result;
}

sdy::TensorShardingAttr SdyExporter::convert(ShardingAttr sharding) {
  MLIRContext *context = module.getContext();
  MeshAttr mesh = lookupMesh(module, sharding.getMesh());
  // Shardy's unreduced axes are sums. A value partial under another
  // reduction (a max over a split vocabulary) is exported as the reduced
  // value it stands for, which leaves the reduction to the partitioner.
  ArrayRef<StringAttr> unreduced;
  if (sharding.getPartialKind() == ReductionKind::Sum)
    unreduced = sharding.getPartialAxes();
  // Decisions are closed; a user constraint that propagation has not
  // completed keeps its open dimensions, priorities and replicated axes.
  SmallVector<sdy::DimensionShardingAttr> dims;
  for (int64_t d = 0; d < sharding.getRank(); ++d)
    dims.push_back(sdy::DimensionShardingAttr::get(
        context, axisRefs(context, sharding.getDimAxes(d), mesh),
        /*is_closed=*/!sharding.isOpen(d), sharding.getPriority(d)));
  return sdy::TensorShardingAttr::get(
      context, sharding.getMesh(), dims,
      axisRefs(context, sharding.getReplicatedAxes(), mesh),
      axisRefs(context, unreduced, mesh));
}

void SdyExporter::exportFunction(FunctionOpInterface func) {
  auto exportEntry = [&](unsigned, NamedAttrList &attrs) {
    if (auto sharding = dyn_cast_or_null<ShardingAttr>(
            attrs.get(OSDPDialect::kShardingAttrName)))
      attrs.set(kSdyShardingAttr, convert(sharding));
  };
  updateArgAttrs(func, exportEntry);
  updateResultAttrs(func, exportEntry);
}

LogicalResult SdyExporter::exportOp(Operation *op) {
  if (auto shard = dyn_cast<ShardOp>(op)) {
    OpBuilder builder(op);
    Value constrained = sdy::ShardingConstraintOp::create(
        builder, op->getLoc(), shard.getType(), shard.getInput(),
        convert(shard.getSharding()));
    shard.getResult().replaceAllUsesWith(constrained);
    shard.erase();
    return success();
  }
  if (auto group = dyn_cast<ShardingGroupOp>(op)) {
    OpBuilder builder(op);
    sdy::ShardingGroupOp::create(builder, op->getLoc(), group.getInput(),
                                 group.getGroupIdAttr());
    group.erase();
    return success();
  }
  if (auto manual = dyn_cast<ManualComputationOp>(op))
    return exportManualComputation(manual);
  if (isa<OSDPDialect>(op->getDialect()) && !isa<MeshOp>(op))
    return op->emitError("a partitioned program has no Shardy form; export "
                         "the global program");
  auto shardings =
      op->getAttrOfType<ArrayAttr>(OSDPDialect::kShardingsAttrName);
  if (!shardings)
    return success();
  SmallVector<sdy::TensorShardingAttr> converted;
  for (Attribute attr : shardings) {
    auto sharding = dyn_cast<ShardingAttr>(attr);
    if (!sharding)
      return op->emitError()
             << "'" << OSDPDialect::kShardingsAttrName << "' holds " << attr
             << ", which is not an #osdp.sharding";
    converted.push_back(convert(sharding));
  }
  op->setAttr(kSdyShardingAttr, sdy::TensorShardingPerValueAttr::get(
                                    op->getContext(), converted));
  return success();
}

LogicalResult SdyExporter::exportManualComputation(ManualComputationOp op) {
  SmallVector<ShardingAttr> in = op.getInShardingList(),
                            out = op.getOutShardingList();
  SmallVector<sdy::TensorShardingAttr> sdyIn, sdyOut;
  for (ShardingAttr sharding : in)
    sdyIn.push_back(convert(sharding));
  for (ShardingAttr sharding : out)
    sdyOut.push_back(convert(sharding));
  ShardingAttr first = !in.empty() ? in.front() : out.front();
  MeshOp mesh = MeshOp::lookup(op, first.getMesh());
  if (!mesh)
    return op.emitError() << "names an unknown mesh " << first.getMesh();
  if (failed(lowerCollectivesToStableHLO(op, mesh.getMesh(),
                                         /*replicas=*/false)))
    return failure();
  WalkResult inner = op.getBody().walk([](Operation *nested) {
    if (!isa<OSDPDialect>(nested->getDialect()) || isa<YieldOp>(nested))
      return WalkResult::advance();
    nested->emitError("has no Shardy form inside a manual computation");
    return WalkResult::interrupt();
  });
  if (inner.wasInterrupted())
    return failure();

  MLIRContext *context = op.getContext();
  OpBuilder builder(op);
  auto sdyManual = sdy::ManualComputationOp::create(
      builder, op.getLoc(), op.getResultTypes(), op.getInputs(),
      sdy::TensorShardingPerValueAttr::get(context, sdyIn),
      sdy::TensorShardingPerValueAttr::get(context, sdyOut),
      sdy::ManualAxesAttr::get(context, op.getManualAxes().getAxes()));
  sdyManual.getBody().takeBody(op.getBody());
  Operation *yield = sdyManual.getBody().front().getTerminator();
  builder.setInsertionPoint(yield);
  sdy::ReturnOp::create(builder, yield->getLoc(), yield->getOperands());
  yield->erase();
  op.replaceAllUsesWith(sdyManual.getResults());
  op.erase();
  return success();
}

LogicalResult SdyExporter::run() {
  // A manual computation's body is exported with it, not op by op.
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != module.getOperation())
      ops.push_back(op);
    return isa<ManualComputationOp>(op) ? WalkResult::skip()
                                        : WalkResult::advance();
  });
  for (Operation *op : ops) {
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      exportFunction(func);
      continue;
    }
    if (failed(exportOp(op)))
      return failure();
  }
  MLIRContext *context = module.getContext();
  for (MeshOp mesh : llvm::make_early_inc_range(module.getOps<MeshOp>())) {
    SmallVector<sdy::MeshAxisAttr> axes;
    for (const MeshAxis &axis : getSdyAxes(mesh.getMesh()))
      axes.push_back(sdy::MeshAxisAttr::get(context, axis.name, axis.size));
    OpBuilder builder(mesh);
    sdy::MeshOp::create(
        builder, mesh.getLoc(), mesh.getSymName(),
        sdy::MeshAttr::get(context, axes, mesh.getMesh().getDeviceIds()));
    mesh.erase();
  }
  eraseOSDPAttributes(module);
  return success();
}

namespace {
struct ExportSdyPass : public osdp::impl::ExportSdyPassBase<ExportSdyPass> {
  void runOnOperation() override {
    if (failed(SdyExporter(getOperation()).run()))
      signalPassFailure();
  }
};
} // namespace
