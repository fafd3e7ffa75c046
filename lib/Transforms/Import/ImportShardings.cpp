//===- ImportShardings.cpp - Shardy/GSPMD shardings into osdp -------------===//
//
// Implements osdp-import-shardings (see Passes.td for what is converted and
// what is refused). The pass works in three steps:
//
//   1. meshes: each `sdy.mesh` becomes an `osdp.mesh` of the same name and
//      device order, its axes split into the pieces the sub-axes in use
//      need (SdySubAxes.h); if the module carries GSPMD strings, one mesh
//      for them (from the option or inferred from the strings);
//   2. function arguments and results: `sdy.sharding` / `mhlo.sharding`
//      attributes become `osdp.sharding`;
//   3. ops: Shardy constraints and GSPMD `@Sharding` custom calls become
//      `osdp.shard`; per-result `sdy.sharding` / `mhlo.sharding` attributes
//      on other ops become `osdp.shardings`.
//
// Every conversion error is reported where the sharding is written and fails
// the pass; nothing is dropped silently.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Import/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/SDY/IR/SDY.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/GSPMDSharding.h"
#include "osdp/Sharding/SdySubAxes.h"
#include "osdp/Transforms/Import/ManualComputations.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace osdp {
#define GEN_PASS_DEF_IMPORTSHARDINGSPASS
#include "osdp/Transforms/Import/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

constexpr llvm::StringLiteral kSdyShardingAttr = "sdy.sharding";
constexpr llvm::StringLiteral kGspmdShardingAttr = "mhlo.sharding";

/// The state of one run: the module, its symbol table, and the GSPMD mesh
/// (created on first use).
class ShardingImporter {
public:
  ShardingImporter(ModuleOp module, StringRef meshOption)
      : module(module), symbolTable(module), builder(module.getContext()),
        meshOption(meshOption), subAxes(module) {}

  LogicalResult run();

private:
  //===--- Meshes --------------------------------------------------------===//

  LogicalResult importSdyMeshes();
  /// Creates the mesh GSPMD strings refer to, if the module has any.
  LogicalResult createGspmdMesh();
  /// Declares a mesh at the start of the module, renamed on a clash; fails
  /// at `loc` on a mesh osdp cannot declare.
  FailureOr<FlatSymbolRefAttr> insertMesh(StringRef name,
                                          ArrayRef<MeshAxis> axes, Location loc,
                                          ArrayRef<int64_t> deviceIds = {});

  //===--- Shardings -----------------------------------------------------===//

  /// Converts one Shardy sharding of a value of type `type`. A null result
  /// means "no constraint" (every dimension open and empty).
  FailureOr<ShardingAttr>
  convertSdy(sdy::TensorShardingAttr sharding, Type type,
             function_ref<InFlightDiagnostic()> emitError);
  /// Converts one GSPMD string (not a tuple) for a value of type `type`.
  FailureOr<ShardingAttr>
  convertGspmd(const GSPMDSharding &sharding, Type type,
               function_ref<InFlightDiagnostic()> emitError);
  /// Converts the sharding attribute `attr` (Shardy or GSPMD) written for the
  /// values of `types`; returns one sharding per type (null: unconstrained).
  FailureOr<SmallVector<ShardingAttr>>
  convertAttr(Attribute attr, TypeRange types,
              function_ref<InFlightDiagnostic()> emitError,
              function_ref<InFlightDiagnostic()> emitWarning);

  //===--- IR ------------------------------------------------------------===//

  LogicalResult importFunction(func::FuncOp func);
  LogicalResult importOp(Operation *op);
  /// Replaces an sdy.manual_computation by osdp.manual_computation, its
  /// operands constrained to the in shardings.
  LogicalResult importManualComputation(sdy::ManualComputationOp op);
  /// Converts a GSPMD string for one value (replicated when it says
  /// nothing).
  FailureOr<ShardingAttr> convertGspmdText(StringAttr text, Type type,
                                           Location loc);
  /// Checks and completes the imported manual computations: osdp
  /// collectives in their bodies, no shardings inside.
  LogicalResult finishManualComputations();
  /// Removes the meshes of one device no sharding refers to any more.
  void eraseUnusedSingleDeviceMeshes();

  ModuleOp module;
  SymbolTable symbolTable;
  OpBuilder builder;
  StringRef meshOption;

  /// The GSPMD mesh and its axes in device order.
  FlatSymbolRefAttr gspmdMeshRef;
  SmallVector<MeshAxis> gspmdMesh;
  /// The osdp mesh each sdy mesh name became.
  llvm::StringMap<FlatSymbolRefAttr> importedSdyMeshes;
  /// The pieces sdy mesh axes are split into for the sub-axes used.
  SdySubAxisSplits subAxes;
};

} // namespace

FailureOr<FlatSymbolRefAttr>
ShardingImporter::insertMesh(StringRef name, ArrayRef<MeshAxis> axes,
                             Location loc, ArrayRef<int64_t> deviceIds) {
  MLIRContext *context = module.getContext();
  SmallVector<StringAttr> names;
  SmallVector<int64_t> sizes;
  for (const MeshAxis &axis : axes) {
    names.push_back(StringAttr::get(context, axis.name));
    sizes.push_back(axis.size);
  }
  // The identity order is the default and is not stored.
  if (llvm::equal(deviceIds, llvm::seq<int64_t>(0, deviceIds.size())))
    deviceIds = {};
  // Shardy takes any distinct device ids, osdp a permutation of 0..n-1.
  auto mesh = MeshAttr::getChecked([&] { return emitError(loc); }, context,
                                   ArrayRef<StringAttr>(names),
                                   ArrayRef<int64_t>(sizes), deviceIds);
  if (!mesh)
    return failure();
  builder.setInsertionPointToStart(module.getBody());
  auto meshOp = MeshOp::create(builder, loc, name, mesh);
  // Insert renames on a clash, which keeps user symbols intact.
  StringAttr symbol = symbolTable.insert(meshOp, module.getBody()->begin());
  return FlatSymbolRefAttr::get(symbol);
}

LogicalResult ShardingImporter::importSdyMeshes() {
  SmallVector<sdy::MeshOp> meshes(module.getOps<sdy::MeshOp>());
  for (sdy::MeshOp sdyMesh : meshes) {
    sdy::MeshAttr mesh = sdyMesh.getMesh();
    // A maximal mesh places everything on one device, which osdp shardings
    // cannot say (the GSPMD `maximal` form is read as replicated instead).
    if (mesh.isMaximal() && mesh.getDeviceIds().front() != 0)
      return sdyMesh.emitOpError() << "is a maximal mesh (everything on device "
                                   << mesh.getDeviceIds().front()
                                   << "), which osdp meshes cannot express";
    // The device order carries over: the device at mesh position p is
    // device_ids[p] in both.
    SmallVector<int64_t> deviceIds(mesh.getDeviceIds());
    if (mesh.isMaximal())
      deviceIds.clear();
    StringRef name = sdyMesh.getSymName();
    SmallVector<MeshAxis> axes;
    for (sdy::MeshAxisAttr axis : mesh.getAxes()) {
      FailureOr<SmallVector<MeshAxis>> pieces =
          subAxes.split(name, axis.getName(), axis.getSize(),
                        [&] { return sdyMesh.emitOpError(); });
      if (failed(pieces))
        return failure();
      llvm::append_range(axes, *pieces);
    }
    // Erased first, so that the osdp mesh keeps the name.
    Location loc = sdyMesh.getLoc();
    symbolTable.erase(sdyMesh);
    FailureOr<FlatSymbolRefAttr> imported =
        insertMesh(name, axes, loc, deviceIds);
    if (failed(imported))
      return failure();
    importedSdyMeshes[name] = *imported;
  }
  return success();
}

/// Whether `op` is GSPMD's sharding constraint, `custom_call @Sharding`.
static bool isGspmdShardingCall(Operation *op) {
  auto call = dyn_cast<stablehlo::CustomCallOp>(op);
  return call && call.getCallTargetName() == "Sharding";
}

LogicalResult ShardingImporter::createGspmdMesh() {
  // Collect every tiled GSPMD sharding once: to know whether a mesh is needed
  // and, without the option, to find one that expresses all of them.
  struct TiledUse {
    GSPMDSharding sharding;
    Location loc;
  };
  SmallVector<TiledUse> tiled;
  bool anyGspmd = false;
  auto consider = [&](Attribute attr, Location loc) -> LogicalResult {
    auto text = dyn_cast_or_null<StringAttr>(attr);
    if (!text)
      return success();
    anyGspmd = true;
    std::string error;
    std::optional<GSPMDSharding> sharding =
        parseGSPMDSharding(text.getValue(), error);
    if (!sharding)
      return emitError(loc) << "cannot parse mhlo.sharding \""
                            << text.getValue() << "\": " << error;
    if (sharding->kind == GSPMDSharding::Kind::Tuple) {
      for (const GSPMDSharding &element : sharding->elements)
        if (element.kind == GSPMDSharding::Kind::Tiled)
          tiled.push_back({element, loc});
    } else if (sharding->kind == GSPMDSharding::Kind::Tiled) {
      tiled.push_back({*sharding, loc});
    }
    return success();
  };

  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      // A declaration has argument attributes but no block to give its
      // arguments locations.
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        if (failed(consider(func.getArgAttr(i, kGspmdShardingAttr),
                            func.isExternal() ? func.getLoc()
                                              : func.getArgument(i).getLoc())))
          return WalkResult::interrupt();
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        if (failed(consider(func.getResultAttr(i, kGspmdShardingAttr),
                            func.getLoc())))
          return WalkResult::interrupt();
      return WalkResult::advance();
    }
    if (failed(consider(op->getAttr(kGspmdShardingAttr), op->getLoc())))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (!anyGspmd) {
    // The option names the mesh of GSPMD strings only; say so rather than
    // let a user believe it reshaped a Shardy mesh.
    if (!meshOption.empty())
      module.emitWarning()
          << "the mesh option '" << meshOption
          << "' is ignored: the module has no mhlo.sharding strings"
          << (importedSdyMeshes.empty() ? "" : " (its meshes are sdy.mesh)");
    return success();
  }

  if (!meshOption.empty()) {
    std::string error;
    std::optional<SmallVector<MeshAxis>> axes =
        parseMeshAxes(meshOption, error);
    if (!axes)
      return module.emitError()
             << "invalid mesh option '" << meshOption << "': " << error;
    gspmdMesh = std::move(*axes);
  } else if (!tiled.empty()) {
    // Candidate meshes come from single shardings, finest first (most split
    // tile dims); the first that expresses every sharding wins, so the
    // choice does not depend on the order of the module.
    SmallVector<const TiledUse *> order;
    for (const TiledUse &use : tiled)
      order.push_back(&use);
    auto splitDims = [](const GSPMDSharding &s) {
      return llvm::count_if(s.tileShape, [](int64_t n) { return n > 1; });
    };
    llvm::stable_sort(order, [&](const TiledUse *a, const TiledUse *b) {
      return splitDims(a->sharding) > splitDims(b->sharding);
    });
    std::string error;
    for (const TiledUse *candidate : order) {
      std::optional<SmallVector<MeshAxis>> axes =
          inferMeshForGSPMDSharding(candidate->sharding, "axis_", error);
      if (!axes)
        continue;
      bool expressesAll = llvm::all_of(tiled, [&](const TiledUse &use) {
        std::string ignored;
        return mapGSPMDShardingToMesh(
                   use.sharding, use.sharding.getNumDataDims(), *axes, ignored)
            .has_value();
      });
      if (expressesAll) {
        gspmdMesh = std::move(*axes);
        break;
      }
    }
    if (gspmdMesh.empty())
      return emitError(order.front()->loc)
             << "cannot infer one mesh of whole axes for all mhlo.sharding "
                "strings; name the mesh with the mesh option";
  } else {
    // Only replicated shardings: one axis over all partitions.
    int64_t partitions = 1;
    if (auto attr = module->getAttrOfType<IntegerAttr>("mhlo.num_partitions"))
      partitions = std::max<int64_t>(attr.getInt(), 1);
    gspmdMesh = {{"axis_0", partitions}};
  }
  FailureOr<FlatSymbolRefAttr> mesh =
      insertMesh("mesh", gspmdMesh, module.getLoc());
  if (failed(mesh))
    return failure();
  gspmdMeshRef = *mesh;
  return success();
}

FailureOr<ShardingAttr>
ShardingImporter::convertSdy(sdy::TensorShardingAttr sharding, Type type,
                             function_ref<InFlightDiagnostic()> emitError) {
  StringRef meshName = sharding.getMeshName();
  if (meshName.empty())
    return emitError() << "inline meshes in Shardy shardings are not "
                          "supported; declare the mesh with sdy.mesh";
  auto meshRef = importedSdyMeshes.lookup(meshName);
  if (!meshRef)
    return emitError() << "sharding refers to unknown mesh @" << meshName;
  // On a mesh of one device (JAX's `@empty_mesh` of a jit with
  // out_shardings on one device) every sharding is the whole value:
  // nothing to impose on a plan for more devices.
  if (MeshOp::lookup(module, meshRef).getMesh().getNumDevices() == 1)
    return ShardingAttr();

  auto shaped = dyn_cast<ShapedType>(type);
  if (shaped && shaped.hasRank() && sharding.getRank() != shaped.getRank())
    return emitError() << "sharding has " << sharding.getRank()
                       << " dimensions but the value has rank "
                       << shaped.getRank();

  MLIRContext *context = module.getContext();
  // An axis, or a sub-axis, is the list of the pieces it covers.
  auto convertAxes = [&](ArrayRef<sdy::AxisRefAttr> refs,
                         SmallVector<StringAttr> &out) {
    for (sdy::AxisRefAttr ref : refs)
      for (const std::string &piece : subAxes.expand(meshName, ref))
        out.push_back(StringAttr::get(context, piece));
  };

  // A scalar has no dimension to leave open: its sharding says replicated.
  // Explicitly replicated axes constrain even an all-open sharding.
  bool constrains = !sharding.getUnreducedAxes().empty() ||
                    !sharding.getReplicatedAxes().empty() ||
                    sharding.getRank() == 0;
  SmallVector<SmallVector<StringAttr>> dims;
  SmallVector<int64_t> openDims, priorities;
  for (auto [d, dim] : llvm::enumerate(sharding.getDimShardings())) {
    constrains |= dim.getIsClosed() || !dim.getAxes().empty();
    convertAxes(dim.getAxes(), dims.emplace_back());
    if (dim.isOpen())
      openDims.push_back(d);
    priorities.push_back(dim.getPriority().value_or(-1));
  }
  SmallVector<StringAttr> partial, replicated;
  convertAxes(sharding.getUnreducedAxes(), partial);
  convertAxes(sharding.getReplicatedAxes(), replicated);
  if (!constrains)
    return ShardingAttr();
  return ShardingAttr::get(meshRef, dims, partial)
      .withConstraintInfo(openDims, priorities, replicated);
}

FailureOr<ShardingAttr>
ShardingImporter::convertGspmd(const GSPMDSharding &sharding, Type type,
                               function_ref<InFlightDiagnostic()> emitError) {
  if (sharding.kind == GSPMDSharding::Kind::Manual ||
      llvm::is_contained(sharding.subgroupKinds,
                         GSPMDSharding::SubgroupKind::Manual))
    return emitError() << "has a {manual} sharding outside a shard_map "
                          "region (@SPMDFullToShardShape to "
                          "@SPMDShardToFullShape)";
  auto shaped = dyn_cast<RankedTensorType>(type);
  if (!shaped)
    return emitError() << "mhlo.sharding on a value of type " << type
                       << ", which is not a ranked tensor";
  std::string error;
  std::optional<AxisAssignment> assignment =
      mapGSPMDShardingToMesh(sharding, shaped.getRank(), gspmdMesh, error);
  if (!assignment)
    return emitError() << "cannot express the sharding on mesh " << gspmdMeshRef
                       << ": " << error;
  MLIRContext *context = module.getContext();
  SmallVector<SmallVector<StringAttr>> dims;
  for (const auto &axes : assignment->dimAxes) {
    SmallVector<StringAttr> &out = dims.emplace_back();
    for (const std::string &axis : axes)
      out.push_back(StringAttr::get(context, axis));
  }
  return ShardingAttr::get(gspmdMeshRef, dims);
}

FailureOr<SmallVector<ShardingAttr>>
ShardingImporter::convertAttr(Attribute attr, TypeRange types,
                              function_ref<InFlightDiagnostic()> emitError,
                              function_ref<InFlightDiagnostic()> emitWarning) {
  SmallVector<ShardingAttr> result;
  if (auto single = dyn_cast<sdy::TensorShardingAttr>(attr)) {
    if (types.size() != 1)
      return emitError() << "a single sdy.sharding for " << types.size()
                         << " values";
    FailureOr<ShardingAttr> converted = convertSdy(single, types[0], emitError);
    if (failed(converted))
      return failure();
    result.push_back(*converted);
    return result;
  }
  if (auto perValue = dyn_cast<sdy::TensorShardingPerValueAttr>(attr)) {
    ArrayRef<sdy::TensorShardingAttr> shardings = perValue.getShardings();
    if (shardings.size() != types.size())
      return emitError() << "sdy.sharding lists " << shardings.size()
                         << " shardings for " << types.size() << " values";
    for (auto [sharding, type] : llvm::zip(shardings, types)) {
      FailureOr<ShardingAttr> converted = convertSdy(sharding, type, emitError);
      if (failed(converted))
        return failure();
      result.push_back(*converted);
    }
    return result;
  }
  if (auto text = dyn_cast<StringAttr>(attr)) {
    std::string error;
    std::optional<GSPMDSharding> sharding =
        parseGSPMDSharding(text.getValue(), error);
    if (!sharding)
      return emitError() << "cannot parse mhlo.sharding \"" << text.getValue()
                         << "\": " << error;
    SmallVector<const GSPMDSharding *> leaves;
    if (sharding->kind == GSPMDSharding::Kind::Tuple) {
      for (const GSPMDSharding &element : sharding->elements)
        leaves.push_back(&element);
    } else {
      // A non-tuple sharding applies to every value (XLA's convention).
      leaves.assign(types.size(), &*sharding);
    }
    if (leaves.size() != types.size())
      return emitError() << "mhlo.sharding lists " << leaves.size()
                         << " shardings for " << types.size() << " values";
    for (auto [leaf, type] : llvm::zip(leaves, types)) {
      if (leaf->kind == GSPMDSharding::Kind::Maximal) {
        // osdp shardings have no "one device only" placement. Every device
        // holding the tensor includes the one XLA named, so replicated is a
        // correct (if more memory-hungry) reading; say so.
        auto shaped = dyn_cast<RankedTensorType>(type);
        if (!shaped)
          return emitError() << "mhlo.sharding on a value of type " << type
                             << ", which is not a ranked tensor";
        emitWarning() << "maximal sharding on device " << leaf->maximalDevice
                      << " is imported as replicated";
        result.push_back(
            ShardingAttr::getReplicated(gspmdMeshRef, shaped.getRank()));
        continue;
      }
      FailureOr<ShardingAttr> converted = convertGspmd(*leaf, type, emitError);
      if (failed(converted))
        return failure();
      result.push_back(*converted);
    }
    return result;
  }
  return emitError() << "unexpected sharding attribute " << attr;
}

LogicalResult ShardingImporter::importFunction(func::FuncOp func) {
  // Converts the Shardy or GSPMD sharding among the attributes of argument
  // (or result) `i` of type `type` into an osdp sharding.
  bool ok = true;
  auto importAttrs = [&](StringRef what, auto getType) {
    return [&, what, getType](unsigned i, NamedAttrList &attrs) {
      for (StringRef name : {kSdyShardingAttr, kGspmdShardingAttr}) {
        Attribute attr = attrs.get(name);
        if (!attr || !ok)
          continue;
        auto emitError = [&]() {
          return func.emitOpError() << what << " #" << i << ": ";
        };
        auto emitWarning = [&]() {
          return func.emitWarning() << what << " #" << i << ": ";
        };
        FailureOr<SmallVector<ShardingAttr>> converted =
            convertAttr(attr, TypeRange(getType(i)), emitError, emitWarning);
        if (failed(converted)) {
          ok = false;
          return;
        }
        attrs.erase(name);
        if (ShardingAttr sharding = converted->front())
          attrs.set(OSDPDialect::kShardingAttrName, sharding);
      }
    };
  };
  FunctionType type = func.getFunctionType();
  updateArgAttrs(func, importAttrs("argument", [&](unsigned i) {
                   return type.getInput(i);
                 }));
  if (!ok)
    return failure();
  updateResultAttrs(func, importAttrs("result", [&](unsigned i) {
                      return type.getResult(i);
                    }));
  return success(ok);
}

LogicalResult ShardingImporter::importOp(Operation *op) {
  auto emitError = [op]() { return op->emitOpError(); };
  auto emitWarning = [op]() { return op->emitWarning(); };

  // Constraints: sdy.sharding_constraint, sdy.reshard, custom_call @Sharding.
  Value input;
  Attribute constraint;
  if (auto sdyConstraint = dyn_cast<sdy::ShardingConstraintOp>(op)) {
    input = sdyConstraint.getInput();
    constraint = sdyConstraint.getSharding();
  } else if (auto reshard = dyn_cast<sdy::ReshardOp>(op)) {
    input = reshard.getInput();
    constraint = reshard.getSharding();
  } else if (isGspmdShardingCall(op)) {
    if (op->getNumOperands() != 1 || op->getNumResults() != 1)
      return op->emitOpError()
             << "@Sharding must have one operand and one result";
    input = op->getOperand(0);
    constraint = op->getAttr(kGspmdShardingAttr);
    if (!constraint)
      return op->emitOpError() << "@Sharding without an mhlo.sharding string";
  }
  if (input) {
    FailureOr<SmallVector<ShardingAttr>> converted =
        convertAttr(constraint, op->getResultTypes(), emitError, emitWarning);
    if (failed(converted))
      return failure();
    Value replacement = input;
    if (ShardingAttr sharding = converted->front()) {
      builder.setInsertionPoint(op);
      replacement =
          ShardOp::create(builder, op->getLoc(), input, sharding).getResult();
    }
    op->getResult(0).replaceAllUsesWith(replacement);
    op->erase();
    return success();
  }

  if (auto manual = dyn_cast<sdy::ManualComputationOp>(op))
    return importManualComputation(manual);
  if (auto group = dyn_cast<sdy::ShardingGroupOp>(op)) {
    // Propagation unifies the group's shardings and drops the op.
    builder.setInsertionPoint(op);
    ShardingGroupOp::create(builder, op->getLoc(), group.getInput(),
                            group.getGroupIdAttr());
    op->erase();
    return success();
  }

  // Per-result shardings written on any other op.
  for (StringRef name : {kSdyShardingAttr, kGspmdShardingAttr}) {
    Attribute attr = op->getAttr(name);
    if (!attr)
      continue;
    FailureOr<SmallVector<ShardingAttr>> converted =
        convertAttr(attr, op->getResultTypes(), emitError, emitWarning);
    if (failed(converted))
      return failure();
    op->removeAttr(name);
    if (llvm::all_of(*converted, [](ShardingAttr s) { return !s; }))
      continue;
    MLIRContext *context = op->getContext();
    SmallVector<Attribute> shardings;
    for (auto [sharding, type] : llvm::zip(*converted, op->getResultTypes())) {
      int64_t rank = cast<ShapedType>(type).getRank();
      shardings.push_back(
          sharding
              ? sharding
              : ShardingAttr::getReplicated(
                    (*converted)[0] ? (*converted)[0].getMesh() : gspmdMeshRef,
                    rank));
    }
    op->setAttr(OSDPDialect::kShardingsAttrName,
                ArrayAttr::get(context, shardings));
  }
  return success();
}

LogicalResult
ShardingImporter::importManualComputation(sdy::ManualComputationOp op) {
  auto emitError = [op]() { return op->emitOpError(); };
  auto convertAll = [&](sdy::TensorShardingPerValueAttr shardings,
                        TypeRange types) -> FailureOr<ArrayAttr> {
    SmallVector<Attribute> converted;
    for (auto [sharding, type] : llvm::zip(shardings.getShardings(), types)) {
      FailureOr<ShardingAttr> one = convertSdy(sharding, type, emitError);
      if (failed(one))
        return failure();
      // An unconstrained boundary is replicated: the body sees whole values.
      // The boundary is a decision (the body's local types follow from it):
      // open dimensions and priorities do not apply there.
      auto meshRef = importedSdyMeshes.lookup(sharding.getMeshName());
      converted.push_back(*one
                              ? one->asClosed()
                              : ShardingAttr::getReplicated(
                                    meshRef, cast<ShapedType>(type).getRank()));
    }
    return ArrayAttr::get(op.getContext(), converted);
  };
  FailureOr<ArrayAttr> in =
      convertAll(op.getInShardings(), op.getTensors().getTypes());
  FailureOr<ArrayAttr> out =
      convertAll(op.getOutShardings(), op.getResultTypes());
  if (failed(in) || failed(out))
    return failure();
  SmallVector<StringAttr> manualAxes(op.getManualAxes().getValue());

  builder.setInsertionPoint(op);
  SmallVector<Value> inputs;
  for (auto [input, sharding] : llvm::zip(op.getTensors(), *in)) {
    // A constraint to the same sharding is there already (a program osdp
    // exported).
    auto constraint = input.getDefiningOp<ShardOp>();
    inputs.push_back(constraint && constraint.getSharding() == sharding
                         ? input
                         : ShardOp::create(builder, op.getLoc(), input,
                                           cast<ShardingAttr>(sharding))
                               .getResult());
  }
  auto manual = ManualComputationOp::create(
      builder, op.getLoc(), op.getResultTypes(), inputs, *in, *out,
      AxisListAttr::get(op.getContext(), manualAxes));
  manual.getBody().takeBody(op.getBody());
  Operation *ret = manual.getBody().front().getTerminator();
  builder.setInsertionPoint(ret);
  YieldOp::create(builder, ret->getLoc(), ret->getOperands());
  ret->erase();
  op->replaceAllUsesWith(manual->getResults());
  op->erase();
  return success();
}

FailureOr<ShardingAttr>
ShardingImporter::convertGspmdText(StringAttr text, Type type, Location loc) {
  FailureOr<SmallVector<ShardingAttr>> converted = convertAttr(
      text, TypeRange(type), [loc]() { return emitError(loc); },
      [loc]() { return emitWarning(loc); });
  if (failed(converted))
    return failure();
  if (ShardingAttr sharding = converted->front())
    return sharding;
  return ShardingAttr::getReplicated(gspmdMeshRef,
                                     cast<ShapedType>(type).getRank());
}

LogicalResult ShardingImporter::finishManualComputations() {
  SmallVector<ManualComputationOp> manuals;
  module.walk([&](ManualComputationOp op) { manuals.push_back(op); });
  for (ManualComputationOp manual : manuals) {
    SmallVector<ShardingAttr> shardings = manual.getInShardingList();
    llvm::append_range(shardings, manual.getOutShardingList());
    if (shardings.empty())
      continue;
    MeshOp mesh = MeshOp::lookup(manual, shardings.front().getMesh());
    if (!mesh)
      return manual.emitOpError() << "names an unknown mesh";
    // The body runs whole on every device of a group over the free axes:
    // shardings written inside it (which never change values) are dropped.
    WalkResult inner = manual.getBody().walk([&](Operation *op) {
      if (isa<ManualComputationOp>(op)) {
        op->emitOpError() << "is nested in another manual computation, "
                             "which osdp does not support";
        return WalkResult::interrupt();
      }
      op->removeAttr(OSDPDialect::kShardingsAttrName);
      if (auto shard = dyn_cast<ShardOp>(op)) {
        shard.getResult().replaceAllUsesWith(shard.getInput());
        shard.erase();
      }
      return WalkResult::advance();
    });
    if (inner.wasInterrupted() ||
        failed(convertManualCollectives(manual, mesh.getMesh())))
      return failure();
  }
  return success();
}

/// Checks that every mesh of `module` spans the devices the module was
/// exported for (`mhlo.num_partitions`, when it says more than one): a
/// program partitioned for another device count would not run.
static LogicalResult checkPartitionCount(ModuleOp module) {
  auto attr = module->getAttrOfType<IntegerAttr>("mhlo.num_partitions");
  if (!attr || attr.getInt() <= 1)
    return success();
  for (MeshOp mesh : module.getOps<MeshOp>()) {
    int64_t devices = mesh.getMesh().getNumDevices();
    if (devices != attr.getInt())
      return mesh.emitError()
             << "the mesh spans " << devices
             << " devices but the module was exported for " << attr.getInt()
             << " partitions (mhlo.num_partitions)";
  }
  return success();
}

LogicalResult ShardingImporter::run() {
  if (failed(importSdyMeshes()) || failed(createGspmdMesh()) ||
      failed(checkPartitionCount(module)))
    return failure();

  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (failed(importFunction(func)))
      return failure();

  // GSPMD's shard_map brackets become regions before the constraints around
  // them are converted.
  if (gspmdMeshRef) {
    MeshAttr mesh = MeshOp::lookup(module, gspmdMeshRef).getMesh();
    auto convert = [&](StringAttr text, Type type, Location loc) {
      return convertGspmdText(text, type, loc);
    };
    for (auto func : module.getOps<func::FuncOp>())
      if (failed(importGspmdManualRegions(func, gspmdMeshRef, mesh, convert)))
        return failure();
  }

  // Collect first: importOp erases and creates ops.
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (!isa<func::FuncOp, ModuleOp, MeshOp>(op))
      ops.push_back(op);
  });
  for (Operation *op : ops)
    if (failed(importOp(op)))
      return failure();
  if (failed(finishManualComputations()))
    return failure();
  eraseUnusedSingleDeviceMeshes();
  return success();
}

void ShardingImporter::eraseUnusedSingleDeviceMeshes() {
  for (MeshOp mesh : llvm::make_early_inc_range(module.getOps<MeshOp>()))
    if (mesh.getMesh().getNumDevices() == 1 &&
        SymbolTable::symbolKnownUseEmpty(mesh, module))
      symbolTable.erase(mesh);
}

namespace {
struct ImportShardingsPass
    : public osdp::impl::ImportShardingsPassBase<ImportShardingsPass> {
  using Base::Base;

  void runOnOperation() override {
    ShardingImporter importer(getOperation(), mesh);
    if (failed(importer.run()))
      signalPassFailure();
  }
};
} // namespace
